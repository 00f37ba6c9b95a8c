import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, type ClientErrorReport } from '@academy/contracts';
import {
  CLIENT_ERROR_REPORTS_PER_PAGE,
  createClientErrorReporter,
  reportUncaughtErrors,
  reportingFailedLoads,
  shellVersionIn,
} from './client-error-reporter.ts';

function reporterWithOutbox(pathname = '/roi-calculator') {
  const sent: ClientErrorReport[] = [];
  const reporter = createClientErrorReporter({
    config: defaultRuntimeConfig(),
    send: async (report) => {
      sent.push(report);
    },
    shellVersion: '/static/js/index.1e7096277b.js',
    location: { pathname, href: `https://academy.test${pathname}?ref=newsletter` },
  });
  return { reporter, sent };
}

describe('the client error reporter', () => {
  it('tags a report with its source’s version and the page’s path, never its query', () => {
    const { reporter, sent } = reporterWithOutbox();
    reporter.report('error', 'shell', 'TypeError: x is undefined');
    reporter.report('remote-load', 'tools', 'The tools remote could not be loaded');
    expect(sent).toEqual([
      { kind: 'error', source: 'shell', version: '/static/js/index.1e7096277b.js', page: '/roi-calculator', message: 'TypeError: x is undefined' },
      {
        kind: 'remote-load',
        source: 'tools',
        version: defaultRuntimeConfig().remotes.tools,
        page: '/roi-calculator',
        message: 'The tools remote could not be loaded',
      },
    ]);
  });

  it('sends the same error once a page, and no more than its share however many there are', () => {
    const { reporter, sent } = reporterWithOutbox();
    for (let i = 0; i < 3; i += 1) reporter.report('error', 'shell', 'same');
    for (let i = 0; i < 50; i += 1) reporter.report('error', 'shell', `loop ${i}`);
    expect(sent).toHaveLength(CLIENT_ERROR_REPORTS_PER_PAGE);
    expect(sent.filter((report) => report.message === 'same')).toHaveLength(1);
  });

  it('tells a remote’s script from the shell’s by the folder of the remote’s manifest', () => {
    const { reporter } = reporterWithOutbox();
    expect(reporter.sourceOf('https://academy.test/mfe/tools/static/js/async/roi.3f2a.js')).toBe('tools');
    expect(reporter.sourceOf('/mfe/backoffice/remoteEntry.js')).toBe('backoffice');
    expect(reporter.sourceOf('https://academy.test/static/js/index.1e7096277b.js')).toBe('shell');
    expect(reporter.sourceOf(undefined)).toBe('shell');
  });

  it('never lets a failed send reach the page', async () => {
    const reporter = createClientErrorReporter({
      config: defaultRuntimeConfig(),
      send: () => Promise.reject(new Error('offline')),
      shellVersion: 'development',
      location: { pathname: '/', href: 'https://academy.test/' },
    });
    expect(() => reporter.report('error', 'shell', 'boom')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('reportUncaughtErrors', () => {
  it('reports an uncaught error with the source of its script and an unhandled rejection, until it stops listening', () => {
    const { reporter, sent } = reporterWithOutbox();
    const target = new EventTarget() as unknown as Window;
    const stop = reportUncaughtErrors(target, reporter);
    target.dispatchEvent(
      Object.assign(new Event('error'), {
        error: new RangeError('too far'),
        filename: 'https://academy.test/mfe/learning/static/js/quiz.js',
        message: 'too far',
      }),
    );
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: { code: 42 } }));
    stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('after'), filename: '', message: 'after' }));
    expect(sent.map(({ kind, source, message }) => ({ kind, source, message }))).toEqual([
      { kind: 'error', source: 'learning', message: 'RangeError: too far' },
      { kind: 'unhandled-rejection', source: 'shell', message: '{"code":42}' },
    ]);
  });
});

describe('reportingFailedLoads', () => {
  it('reports a remote that fails to load and fails as before; a load that works reports nothing', async () => {
    const { reporter, sent } = reporterWithOutbox();
    const failing = reportingFailedLoads(() => Promise.reject(new Error('The tools remote could not be loaded')), reporter);
    await expect(failing('tools', { fresh: false })).rejects.toThrow('could not be loaded');
    const working = reportingFailedLoads(async () => ({ app: {} }), reporter);
    await expect(working('learning', { fresh: false })).resolves.toEqual({ app: {} });
    expect(sent.map(({ kind, source }) => [kind, source])).toEqual([['remote-load', 'tools']]);
  });
});

describe('shellVersionIn', () => {
  it('is the entry script the boot script lists, or development without one', () => {
    const page = (attribute: string | null) => ({
      querySelector: () => (attribute === null ? null : ({ getAttribute: () => attribute } as unknown as Element)),
    });
    expect(shellVersionIn(page('["/static/js/n.8f010bd50f.js","/static/js/index.1e7096277b.js"]'))).toBe('/static/js/index.1e7096277b.js');
    expect(shellVersionIn(page(null))).toBe('development');
    expect(shellVersionIn(page('not json'))).toBe('development');
  });
});

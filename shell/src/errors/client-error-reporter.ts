import type { ClientErrorReport, RuntimeConfig, SliceName } from '@academy/contracts';
import { sliceNames } from '@academy/contracts';
import type { RemoteImporter } from '../remotes/remote-app-loader.ts';

/** Reports sent from one page load at most: a page that throws in a loop must not flood the service. */
export const CLIENT_ERROR_REPORTS_PER_PAGE = 10;

type Source = ClientErrorReport['source'];

export interface ClientErrorReporter {
  /** Sends one report (unless it was sent already from this page, or the page has sent its share). */
  report(kind: ClientErrorReport['kind'], source: Source, message: string): void;
  /** The source a script URL belongs to: a remote's files are below its manifest's folder. */
  sourceOf(scriptUrl: string | undefined): Source;
}

/** The folder a remote's files are served from: its manifest's, e.g. /mfe/tools/ for /mfe/tools/mf-manifest.json. */
function folderOf(manifestUrl: string, base: string): string {
  const url = new URL(manifestUrl, base);
  return url.href.slice(0, url.href.lastIndexOf('/') + 1);
}

/**
 * Reports what breaks in this browser to POST /api/client-errors, tagged with the source (the shell
 * or a slice's remote) and the version that ran: a remote's manifest URL from /config.json (a
 * release's own URL), the shell's entry script (its name carries a hash of its content). Reports
 * carry no one's data: the page is sent as its path, without the query.
 */
export function createClientErrorReporter(options: {
  config: RuntimeConfig;
  send: (report: ClientErrorReport) => Promise<unknown>;
  shellVersion: string;
  location: Pick<Location, 'pathname' | 'href'>;
}): ClientErrorReporter {
  const sent = new Set<string>();
  const folders = sliceNames.map((slice) => [slice, folderOf(options.config.remotes[slice], options.location.href)] as const);
  const versionOf = (source: Source) => (source === 'shell' ? options.shellVersion : options.config.remotes[source]);
  return {
    report(kind, source, message) {
      const text = message.trim() || 'An error without a message';
      const key = `${kind} ${source} ${text}`;
      if (sent.has(key) || sent.size >= CLIENT_ERROR_REPORTS_PER_PAGE) return;
      sent.add(key);
      const report: ClientErrorReport = {
        kind,
        source,
        version: versionOf(source),
        page: options.location.pathname.slice(0, 300) || '/',
        message: text.slice(0, 2000),
      };
      // A report that cannot be sent is dropped: reporting must never break the page it reports on.
      options.send(report).catch(() => undefined);
    },
    sourceOf(scriptUrl) {
      if (!scriptUrl) return 'shell';
      const href = new URL(scriptUrl, options.location.href).href;
      return folders.find(([, folder]) => href.startsWith(folder))?.[0] ?? 'shell';
    },
  };
}

/** What an error event or a rejection carries, as a line of text. */
function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/**
 * The shell's version: its entry script as the page lists it (`/static/js/index.<content hash>.js`
 * in the boot script's app scripts), or 'development' when there is none (the dev server).
 */
export function shellVersionIn(document: Pick<Document, 'querySelector'>): string {
  const listed = document.querySelector('script[data-app-scripts]')?.getAttribute('data-app-scripts');
  try {
    const scripts = listed ? (JSON.parse(listed) as unknown) : [];
    const entry = Array.isArray(scripts) ? scripts.find((src): src is string => typeof src === 'string' && /\/index\.[^/]*\.js$/.test(src)) : undefined;
    return entry ?? 'development';
  } catch {
    return 'development';
  }
}

/** Reports the page's uncaught errors and unhandled rejections; answers what stops listening. */
export function reportUncaughtErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, reporter: ClientErrorReporter): () => void {
  const onError = (event: ErrorEvent) => reporter.report('error', reporter.sourceOf(event.filename), describe(event.error ?? event.message));
  const onRejection = (event: PromiseRejectionEvent) => reporter.report('unhandled-rejection', 'shell', describe(event.reason));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** An importer that reports each remote that fails to load (then fails as before). */
export function reportingFailedLoads(importRemote: RemoteImporter, reporter: ClientErrorReporter): RemoteImporter {
  return async (slice: SliceName, options) => {
    try {
      return await importRemote(slice, options);
    } catch (error) {
      reporter.report('remote-load', slice, describe(error));
      throw error;
    }
  };
}

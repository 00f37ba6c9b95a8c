import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, remotePagesSchema, runtimeConfigSchema } from '../src/index.ts';

/** What a refused value's issues say, as `path: message`. */
function refusal(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
}

describe('runtimeConfigSchema', () => {
  it('accepts the embedded default, which lists no pages (only the paths the shell was built with)', () => {
    const config = defaultRuntimeConfig();

    expect(config).not.toHaveProperty('pages');
    expect(runtimeConfigSchema.parse(config)).toEqual(config);
  });

  it('accepts the pages some remotes publish, each under its slice', () => {
    const config = {
      ...defaultRuntimeConfig(),
      pages: {
        tools: [
          { path: '/tools', access: 'signed-in', title: 'AI Business Tools' },
          { path: '/forecasts/$id', access: 'signed-in', title: 'Forecast' },
        ],
        learning: [{ path: '/', access: 'signed-in', title: 'Dashboard' }],
      },
    };

    expect(runtimeConfigSchema.parse(config)).toEqual(config);
  });

  it('refuses pages of a slice that does not exist, and a page that is not one, saying where and why', () => {
    const config = {
      ...defaultRuntimeConfig(),
      pages: {
        tools: [
          { path: 'forecasts', access: 'signed-in', title: 'Forecast' },
          { path: '/forecasts', access: 'members', title: '' },
        ],
        billing: [],
      },
    };

    const issues = refusal(runtimeConfigSchema.safeParse(config));

    expect(issues).toEqual([
      "pages.tools.0.path: a page path is a TanStack path such as '/tools' or '/module/$id'",
      "pages.tools.1.access: a page's access is 'public' or 'signed-in'",
      'pages.tools.1.title: a page has a title',
      'pages: Unrecognized key: "billing"',
    ]);
  });
});

describe('remotePagesSchema', () => {
  it('accepts literal segments and $parameters, and the root', () => {
    const pages = [
      { path: '/', access: 'signed-in', title: 'Dashboard' },
      { path: '/module/$id', access: 'signed-in', title: 'Module' },
      { path: '/verify/$id', access: 'public', title: 'Certificate verification' },
      { path: '/lead-score-calculator', access: 'signed-in', title: 'Lead Score Calculator' },
    ];

    expect(remotePagesSchema.parse(pages)).toEqual(pages);
  });

  it.each(['', '/tools/', '//tools', '/tools?x=1', '/a b', '/$', '/$1d', 'https://example.com/tools', '/tools/*'])('refuses the path %j', (path) => {
    expect(refusal(remotePagesSchema.safeParse([{ path, access: 'public', title: 'Page' }]))).toEqual([
      "0.path: a page path is a TanStack path such as '/tools' or '/module/$id'",
    ]);
  });

  it('refuses a path listed twice', () => {
    const page = { path: '/tools', access: 'signed-in', title: 'AI Business Tools' };

    expect(refusal(remotePagesSchema.safeParse([page, page]))).toEqual([': each page path is listed once']);
  });
});

import { REMOTE_PAGES_FILE, remotePagesSchema, type RemotePage } from '@academy/contracts';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The content of a remote's academy-pages.json: its pages (path, access, title) as the remote
 * declares them, validated by the contract the shell reads them with. Throws, naming the page,
 * when a declaration would be refused at run time.
 */
export function remotePagesJson(pages: readonly RemotePage[]): string {
  const result = remotePagesSchema.safeParse(pages);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.map(String).join('.') || '(pages)'}: ${issue.message}`);
    throw new Error(`${REMOTE_PAGES_FILE}: the remote's pages are not valid: ${problems.join('; ')}`);
  }
  return `${JSON.stringify(result.data, null, 2)}\n`;
}

/**
 * The rsbuild plugin: writes the remote's pages into its build as academy-pages.json, beside
 * mf-manifest.json, from the same declaration its app renders them from (src/pages.ts). What a
 * release publishes of the remote, for the shell to learn a page path it was not built with
 * (docs/decisions/041-remotes-declare-their-pages.md).
 */
export function pluginRemotePages(pages: readonly RemotePage[]): RsbuildPlugin {
  const content = remotePagesJson(pages);
  return {
    name: 'academy:remote-pages',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(REMOTE_PAGES_FILE, new sources.RawSource(content));
      });
    },
  };
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REQUEST_PATH_VARIABLE } from '@academy/web-kit/route-documents';
import { remoteMounts, type StaticRoots } from './route-table.ts';

const BLOCK = /<!--# block name="([^"]+)" -->([\s\S]*?)<!--# endblock -->/g;
const INCLUDE = /<!--# include virtual="([^"]+)"(?: stub="([^"]+)")? -->/g;

/** The file a remote's URL names in its build, or null when the URL is not one of a remote's. */
function remoteFile(roots: StaticRoots, urlPath: string): string | null {
  const mount = remoteMounts.find((candidate) => urlPath.startsWith(candidate.urlPrefix));
  if (!mount) return null;
  const root = roots.remotes[mount.slice];
  const file = path.join(root, path.posix.normalize(urlPath.slice(mount.urlPrefix.length)));
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/**
 * What nginx's SSI does to a route document (docs/decisions/018-pages-in-their-html.md), for the
 * development gateway: each include of a remote's prerendered page is replaced by the file, or by
 * its stub block when there is none; `requestPath` stands for the request-path variable.
 */
export async function fillPageIncludes(document: string, requestPath: string, roots: StaticRoots): Promise<string> {
  const blocks = new Map<string, string>();
  const withoutBlocks = document.replace(BLOCK, (_whole, name: string, body: string) => {
    blocks.set(name, body);
    return '';
  });
  const includes = [...withoutBlocks.matchAll(INCLUDE)];
  const filled = await Promise.all(
    includes.map(async ([, virtual = '', stub]) => {
      const file = remoteFile(roots, virtual.replaceAll(REQUEST_PATH_VARIABLE, requestPath));
      try {
        if (file) return await readFile(file, 'utf8');
      } catch {
        // No such page: the stub.
      }
      return stub ? (blocks.get(stub) ?? '') : '';
    }),
  );
  let index = 0;
  return withoutBlocks.replace(INCLUDE, () => filled[index++] ?? '');
}

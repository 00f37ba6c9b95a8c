/**
 * After a remote's `rsbuild build`: renders the first view of its pages in Node and writes them
 * beside its scripts, for the gateway to include in the shell's route documents
 * (docs/decisions/018-pages-in-their-html.md):
 *   dist/pages/<path>.<audience>.html   the page as `<main>` holds it
 *   dist/pages/routes/<route>.<audience>.html   the one page of a route drawn for all its paths
 *                                       (drawn at the route's own path, '/verify/$id'; decision 059)
 *   dist/pages/head.html                what the pages need in the document's head (the remote's stylesheet)
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { remoteBasePath, type SliceName } from '@academy/contracts';
import { pageFragmentFile, type PrerenderedPage } from '@academy/web-kit/route-documents';
import { build } from 'esbuild';

/** What a remote's prerender entry exports. */
export interface PagesModule {
  pages(): Promise<PrerenderedPage[]>;
}

interface FederationManifest {
  metaData?: { publicPath?: string };
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

/**
 * The head the remote's pages need: a link to each stylesheet its exposed `./app` loads at once
 * (from the build's mf-manifest.json), where the app would load it from. The app's own loading then
 * finds it already in the document: its chunk loader looks for a stylesheet link by `data-href`
 * (else `href`) equal to the file's path in the build or its absolute URL, and the link's `href`
 * is neither, so without `data-href` it added the same stylesheet again, and the browser styled the
 * whole page again for it as the app started (65-70 ms of the dashboard under a 4x CPU throttle).
 */
export function pageHeadMarkup(manifest: FederationManifest, slice: SliceName): string {
  // The gateway serves the remote's build at its base path ('auto' in the manifest: wherever it is loaded from).
  const configured = manifest.metaData?.publicPath;
  const publicPath = configured && configured !== 'auto' ? configured : remoteBasePath(slice);
  const app = manifest.exposes?.find((expose) => expose.name === 'app');
  if (!app) throw new Error("prerender-pages: the federation manifest exposes no 'app'");
  return (app.assets?.css?.sync ?? []).map((href) => `<link rel="stylesheet" href="${publicPath}${href}" data-href="${href}">`).join('');
}

/**
 * Imports a module of the front end's sources in Node: bundled first (TypeScript, JSX, the
 * dependencies the app uses; stylesheet imports left out), as the app's own build would see it.
 */
export async function importBundledForNode<Module>(entry: string): Promise<Module> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'academy-prerender-'));
  try {
    const bundle = path.join(tmp, 'entry.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'esm',
      jsx: 'automatic',
      outfile: bundle,
      // Styles reach the page through its stylesheet links, not the markup. An imported image is
      // written into the page as a data URL, as the app's build inlines one below its size limit.
      loader: { '.css': 'empty', '.svg': 'dataurl' },
      define: { 'process.env.NODE_ENV': '"production"' },
      // CommonJS dependencies bundled into an ES module still call require().
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      logLevel: 'warning',
    });
    return (await import(pathToFileURL(bundle).href)) as Module;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

export interface PrerenderPagesOptions {
  /** The remote's directory (holding dist/ after its build). */
  sliceDir: string;
  slice: SliceName;
  /** Its prerender entry, relative to sliceDir: a module exporting `pages()`. */
  entry: string;
}

/** Renders the remote's pages into its build output; returns what it wrote. */
export async function prerenderPages({ sliceDir, slice, entry }: PrerenderPagesOptions): Promise<{ pages: string[]; head: string }> {
  const dist = path.join(sliceDir, 'dist');
  const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const head = pageHeadMarkup(manifest, slice);
  const { pages } = await importBundledForNode<PagesModule>(path.join(sliceDir, entry));
  const rendered = await pages();
  const written: string[] = [];
  for (const page of rendered) {
    const file = pageFragmentFile(page.url, page.audience);
    if (written.includes(file)) throw new Error(`prerender-pages: ${page.url} is drawn twice for ${page.audience}`);
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), page.markup);
    written.push(file);
  }
  await mkdir(path.join(dist, 'pages'), { recursive: true });
  await writeFile(path.join(dist, 'pages', 'head.html'), head);
  return { pages: written, head };
}

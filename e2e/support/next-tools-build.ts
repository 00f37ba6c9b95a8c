import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInputs, contentHash, repoRoot, runProductionBuild, withFileLock } from '@academy/runner';

/** The page the next version of the tools remote adds, with classes no build of the platform has. */
export const NEXT_TOOLS_PAGE = { path: '/tools-lab', title: 'Tools Lab', heading: 'Tools Lab: what is coming next' } as const;

const labPage = `
export function ToolsLabPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">${NEXT_TOOLS_PAGE.heading}</h1>
      <p data-testid="lab-banner" className="mt-4 rounded-2xl bg-fuchsia-700 p-6 text-white md:bg-emerald-700">
        Early versions of new calculators, shown to some learners first.
      </p>
    </section>
  );
}
`;

/** Where the next tools version is kept, by the content of what it is built from. */
const CACHE_DIR = path.join(repoRoot, '.data', 'next-tools');

/**
 * The next version of the tools remote (buildNextToolsVersion), built once per content of its
 * inputs (the tools slice, the shared packages, the installed versions and this file) and kept in
 * .data/next-tools/<hash>: `npm test` builds it beside the suites, the slice release journey then
 * finds it built. Returns the build's directory.
 */
export async function nextToolsVersion(log: (line: string) => void = () => undefined): Promise<string> {
  const inputs = [
    ...buildInputs('mfe-tools'),
    ...['postcss.config.mjs', 'tsconfig.json'].map((file) => path.join(repoRoot, 'mfe-tools', file)),
    ...['tsconfig.base.json', 'package-lock.json'].map((file) => path.join(repoRoot, file)),
    fileURLToPath(import.meta.url),
  ];
  const kept = path.join(CACHE_DIR, await contentHash(inputs));
  if (existsSync(kept)) return kept;
  return withFileLock(
    'next-tools',
    async () => {
      if (existsSync(kept)) return kept;
      log('Building the next version of the tools remote…');
      const root = await buildNextToolsVersion();
      try {
        await mkdir(CACHE_DIR, { recursive: true });
        const staging = `${kept}.${process.pid}.staging`;
        await cp(path.join(root, 'mfe-tools', 'dist'), staging, { recursive: true });
        await rename(staging, kept);
      } finally {
        await rm(root, { recursive: true, force: true });
      }
      return kept;
    },
    () => log('Waiting for the next tools version another process of this checkout is building…'),
  );
}

/**
 * Builds the next version of the tools remote as its team would: the tools slice's own source with
 * one page added (NEXT_TOOLS_PAGE), in a copy outside the checkout, with the checkout's
 * dependencies. Returns the copy's folder (the build is its mfe-tools/dist).
 */
async function buildNextToolsVersion(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-tools-next-'));
  const slice = path.join(root, 'mfe-tools');
  await mkdir(slice);
  for (const entry of ['src', 'package.json', 'postcss.config.mjs', 'rsbuild.config.ts', 'tsconfig.json']) {
    await cp(path.join(repoRoot, 'mfe-tools', entry), path.join(slice, entry), { recursive: true });
  }
  await cp(path.join(repoRoot, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  await symlink(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  await symlink(path.join(repoRoot, 'mfe-tools', 'node_modules'), path.join(slice, 'node_modules'), 'dir').catch(() => undefined);

  const pagesFile = path.join(slice, 'src', 'pages.ts');
  const pages = await readFile(pagesFile, 'utf8');
  const added = `  { path: '${NEXT_TOOLS_PAGE.path}', access: 'signed-in', title: '${NEXT_TOOLS_PAGE.title}' },\n] as const satisfies`;
  if (!pages.includes('] as const satisfies')) throw new Error('mfe-tools/src/pages.ts no longer ends its list with "] as const satisfies"');
  await writeFile(pagesFile, pages.replace('] as const satisfies', added));
  await writeFile(path.join(slice, 'src', 'tools-lab-page.tsx'), labPage);
  const appFile = path.join(slice, 'src', 'app.ts');
  const app = await readFile(appFile, 'utf8');
  if (!app.includes("'/tools': ToolsPage,")) throw new Error("mfe-tools/src/app.ts no longer maps '/tools': ToolsPage");
  await writeFile(
    appFile,
    `import { ToolsLabPage } from './tools-lab-page.tsx';\n${app.replace("'/tools': ToolsPage,", `'/tools': ToolsPage,\n    '${NEXT_TOOLS_PAGE.path}': ToolsLabPage,`)}`,
  );
  await runProductionBuild(path.join(repoRoot, 'node_modules', '.bin', 'rsbuild'), ['build'], slice);
  return root;
}

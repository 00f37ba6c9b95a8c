import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { SliceName } from '@academy/contracts';
import { pageFragmentPath, pageHeadPath, pageIncludeMarkup, routePageIncludeMarkup } from '@academy/web-kit/route-documents';
import type { StaticRoots } from '../../src/route-table.ts';

export const SHELL_PAGE =
  '<!doctype html><html><head><title>AI Business Academy</title></head><body><div id="root"><div data-prerendered="landing">Landing</div></div></body></html>\n';
/** The app's page: every client-side route but '/'. */
export const APP_PAGE = '<!doctype html><html><head><title>AI Business Academy</title></head><body><div id="root"></div></body></html>\n';
/** What the shell's route documents hold where the owner has no page: the app's scripts asked for at once. */
export const NO_PAGE_PRELOADS = '<link rel="preload" as="script" fetchpriority="low" href="/static/js/main.0123abcd.js">';
/** A route document (docs/decisions/018): the owner's head in the head, the frame with the gateway's include of the owner's page. */
export function routeDocument(frame: string, owner: SliceName, include: string): string {
  return `<!doctype html><html><head>${pageIncludeMarkup(pageHeadPath(owner), '', 'no-head')}</head><body><div id="root"><header>${frame}</header><main><div data-prerendered-page>${include}</div></main></div></body></html>\n`;
}
export const COURSES_DOCUMENT = routeDocument('member courses', 'learning', pageIncludeMarkup(pageFragmentPath('learning', '/courses', 'member')));
export const MODULE_DOCUMENT = routeDocument('member module', 'learning', routePageIncludeMarkup({ path: '/module/$id', owner: 'learning' }, 'member'));
/** A route drawn once for all its paths (decision 059): its page whatever the path; learning has it for members, not for visitors. */
const verifyRoute = { path: '/verify/$id', owner: 'learning', onePageForEveryPath: true } as const;
export const VERIFY_DOCUMENT = routeDocument('member verify', 'learning', routePageIncludeMarkup(verifyRoute, 'member'));
export const VERIFY_VISITOR_DOCUMENT = routeDocument('visitor verify', 'learning', routePageIncludeMarkup(verifyRoute, 'visitor', NO_PAGE_PRELOADS));
export const PRICING_VISITOR_DOCUMENT = routeDocument('visitor pricing', 'commerce', pageIncludeMarkup(pageFragmentPath('commerce', '/pricing', 'visitor')));
/** The learning remote's prerendered pages (with encodings beside one: the include takes the file itself), and its head. */
export const COURSES_FRAGMENT = `<h1>Learning Modules</h1><p>${'Fifteen modules. '.repeat(30)}</p>`;
export const MODULE_3_FRAGMENT = '<h1>Module 3</h1>';
export const VERIFY_FRAGMENT = '<h1>Certificate verification</h1>';
export const LEARNING_HEAD = '<link rel="stylesheet" href="/mfe/learning/static/css/async/7c.d0be4043.css">';
/** What a route document answers: its includes (with their stub blocks) filled, the head's with `head` and the page's with `fragment` (nothing when there is none). */
export function composed(document: string, fragment: string, head = ''): string {
  const include = /(?:<!--# block name="[^"]+" -->[\s\S]*?<!--# endblock -->)+<!--# include [^>]*-->/;
  return document.replace(include, head).replace(include, fragment);
}
/** Large enough for gzip to apply. */
export const LEARNING_REMOTE_ENTRY = `var learning = ${JSON.stringify({ modules: Array.from({ length: 200 }, (_, index) => `module-${index}`) })};\n`;
/** The shell's script as a build leaves it: with file.gz and file.br beside it (build-config precompress). */
export const SHELL_SCRIPT_PATH = '/static/js/app.4567cdef.js';
export const SHELL_SCRIPT = `export const pages = ${JSON.stringify(Array.from({ length: 80 }, (_, index) => `page-${index}`))};\n`;
export const LEARNING_MANIFEST = JSON.stringify({ id: 'learning', name: 'learning', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } });

export interface StaticFixture {
  root: string;
  roots: StaticRoots;
  remove(): Promise<void>;
}

/**
 * Temporary build output: the shell (page, hashed script and style) and the learning remote
 * (manifest, remote entry, hashed chunk). The tools remote has no build at all, as when a remote
 * is down; commerce and backoffice have empty builds.
 */
export async function createStaticFixture(): Promise<StaticFixture> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'academy-gateway-static-'));
  const file = async (relative: string, content: string | Buffer) => {
    const target = path.join(root, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  };
  await file('shell/index.html', SHELL_PAGE);
  await file('shell/app.html', APP_PAGE);
  await file('shell/static/js/main.0123abcd.js', 'console.log("shell");\n');
  await file('shell/static/css/main.89abcdef.css', 'body{margin:0}\n');
  await file(`shell${SHELL_SCRIPT_PATH}`, SHELL_SCRIPT);
  await file(`shell${SHELL_SCRIPT_PATH}.gz`, gzipSync(SHELL_SCRIPT));
  await file(`shell${SHELL_SCRIPT_PATH}.br`, brotliCompressSync(SHELL_SCRIPT));
  await file('shell/routes/courses.member.html', COURSES_DOCUMENT);
  await file('shell/routes/module-id.member.html', MODULE_DOCUMENT);
  await file('shell/routes/verify-id.member.html', VERIFY_DOCUMENT);
  await file('shell/routes/verify-id.visitor.html', VERIFY_VISITOR_DOCUMENT);
  await file('shell/routes/pricing.visitor.html', PRICING_VISITOR_DOCUMENT);
  await file('learning/pages/head.html', LEARNING_HEAD);
  await file('learning/pages/courses.member.html', COURSES_FRAGMENT);
  await file('learning/pages/courses.member.html.gz', gzipSync(COURSES_FRAGMENT));
  await file('learning/pages/courses.member.html.br', brotliCompressSync(COURSES_FRAGMENT));
  await file('learning/pages/module/3.member.html', MODULE_3_FRAGMENT);
  await file('learning/pages/routes/verify-id.member.html', VERIFY_FRAGMENT);
  await file('shell/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  await file('learning/mf-manifest.json', LEARNING_MANIFEST);
  await file('learning/remoteEntry.js', LEARNING_REMOTE_ENTRY);
  await file('learning/static/js/async/courses.1a2b3c4d.js', 'export const courses = [];\n');
  await mkdir(path.join(root, 'commerce'), { recursive: true });
  await mkdir(path.join(root, 'backoffice'), { recursive: true });
  return {
    root,
    roots: {
      shell: path.join(root, 'shell'),
      remotes: {
        learning: path.join(root, 'learning'),
        tools: path.join(root, 'tools'),
        commerce: path.join(root, 'commerce'),
        backoffice: path.join(root, 'backoffice'),
      },
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

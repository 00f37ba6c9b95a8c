// After `rsbuild build`: the first view of the slice's pages into dist/pages/ (src/prerender/pages.tsx).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderPages } from '@academy/build-config/prerender-pages';

const sliceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { pages, head } = await prerenderPages({ sliceDir, slice: 'backoffice', entry: 'src/prerender/pages.tsx' });
console.log(`prerender-pages: ${pages.join(', ')}; head ${head}`);

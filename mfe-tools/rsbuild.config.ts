import { remoteConfig } from '@academy/build-config';
import pkg from './package.json' with { type: 'json' };
import { pages } from './src/pages.ts';

export default remoteConfig({
  name: 'tools',
  title: 'Tools · AI Business Academy',
  port: 3002,
  dependencies: pkg.dependencies,
  pages,
});

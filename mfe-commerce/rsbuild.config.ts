import { remoteConfig } from '@academy/build-config';
import pkg from './package.json' with { type: 'json' };
import { pages } from './src/pages.ts';

export default remoteConfig({
  name: 'commerce',
  title: 'Commerce · AI Business Academy',
  port: 3003,
  dependencies: pkg.dependencies,
  pages,
});

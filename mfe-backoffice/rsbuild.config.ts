import { remoteConfig } from '@academy/build-config';
import pkg from './package.json' with { type: 'json' };
import { pages } from './src/pages.ts';

export default remoteConfig({
  name: 'backoffice',
  title: 'Back office · AI Business Academy',
  port: 3004,
  dependencies: pkg.dependencies,
  pages,
});

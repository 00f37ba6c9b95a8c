import { remoteConfig } from '@academy/build-config';
import pkg from './package.json' with { type: 'json' };
import { pages } from './src/pages.ts';

export default remoteConfig({
  name: 'learning',
  title: 'Learning · AI Business Academy',
  port: 3001,
  dependencies: pkg.dependencies,
  pages,
});

import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import pkg from './package.json' with { type: 'json' };

const deps = pkg.dependencies;

/** One instance per page: the shell provides these, the remote falls back to its own copy. */
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'learning',
      filename: 'remoteEntry.js',
      manifest: true,
      dts: false,
      exposes: { './app': './src/app.ts' },
      shared: {
        react: singleton(deps.react),
        'react-dom': singleton(deps['react-dom']),
        'react/jsx-runtime': singleton(deps.react),
        'react/jsx-dev-runtime': singleton(deps.react),
        '@tanstack/react-router': singleton(deps['@tanstack/react-router']),
        '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
        '@academy/ui': singleton(deps['@academy/ui']),
        '@academy/web-kit': singleton(deps['@academy/web-kit']),
      },
    }),
  ],
  html: {
    title: 'Learning · AI Business Academy',
    // The standalone page (local development only) serves deep links such as /module/1: its
    // relative asset URLs ('auto' prefix) must resolve from the site root.
    tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
  },
  output: { assetPrefix: 'auto' },
  dev: { assetPrefix: 'auto' },
  server: {
    port: 3001,
    proxy: { '/api': 'http://localhost:8080', '/config.json': 'http://localhost:8080' },
  },
});

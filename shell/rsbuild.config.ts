import { pluginPrecompress, sharedSingletons, startupPackages } from '@academy/build-config';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import pkg from './package.json' with { type: 'json' };

const gateway = process.env['GATEWAY_URL'] ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // No remotes at build time: their locations come from /config.json at runtime.
      remotes: {},
      shareStrategy: 'loaded-first',
      // Browser-only runtime: the federation runtime's Node.js code paths stay out of the first load.
      // The federation runtime core, once, for every remote too (their production builds leave it out).
      experiments: { optimization: { target: 'web' }, provideExternalRuntime: true },
      dts: false,
      // What every page runs at start-up travels in the page's own scripts (build-config startupPackages).
      shared: sharedSingletons(pkg.dependencies, { eager: startupPackages }),
    }),
    // file.gz beside each asset, served as it is by the gateway (gzip_static).
    pluginPrecompress(),
  ],
  html: {
    // The page's language for screen readers and translation (WCAG 3.1.1).
    template: './src/index.html',
    title: 'AI Business Academy',
    favicon: './public/favicon.svg',
    meta: {
      description:
        'AI Business Academy teaches business owners and leaders to use AI for growth: practical courses, ROI tools and calculators, one payment for lifetime access.',
      'theme-color': '#4f46e5',
    },
  },
  output: {
    distPath: { root: 'dist' },
    cleanDistPath: true,
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
  server: {
    port: Number(process.env['PORT'] ?? 3000),
    historyApiFallback: true,
    proxy: {
      '/api': gateway,
      '/mfe': gateway,
      '/config.json': gateway,
    },
  },
});

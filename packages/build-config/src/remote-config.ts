import type { RemotePage } from '@academy/contracts';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginPrecompress } from './precompress-plugin.ts';
import { pluginRemotePages } from './remote-pages-plugin.ts';
import { sharedSingletons } from './shared-singletons.ts';

export interface RemoteConfigOptions {
  /** The remote's Module Federation name, its slice: 'learning', 'tools', 'commerce' or 'backoffice'. */
  name: string;
  /** The document title of the remote's standalone page. */
  title: string;
  /** The port of the remote's standalone dev server. */
  port: number;
  /** The remote's package.json `dependencies`: the required versions of the shared singletons. */
  dependencies: Readonly<Record<string, string>>;
  /** The remote's pages (src/pages.ts, which its app renders from), published as academy-pages.json. */
  pages: readonly RemotePage[];
}

/**
 * A remote's Module Federation options: `./app` from `remoteEntry.js` with a manifest, the shared
 * singletons, the browser-only runtime. A production build (rsbuild build sets NODE_ENV) runs
 * inside the shell, which provides the federation runtime core (`provideExternalRuntime`), so its
 * `remoteEntry.js` does not carry a second copy (34 → 14 KB gzip); the standalone dev server keeps
 * its own.
 */
export function remoteFederationOptions({ name, dependencies, production }: Pick<RemoteConfigOptions, 'name' | 'dependencies'> & { production: boolean }) {
  return {
    name,
    filename: 'remoteEntry.js',
    manifest: true,
    dts: false,
    exposes: { './app': './src/app.ts' },
    shared: sharedSingletons(dependencies),
    experiments: { optimization: { target: 'web' as const }, externalRuntime: production },
  };
}

/**
 * The rsbuild config of a remote: it exposes `./app` (src/app.ts) from `remoteEntry.js` with a
 * manifest, writes its pages beside the manifest (academy-pages.json), shares the platform's
 * singletons, and serves its standalone page (src/index.ts) on its own dev server, which proxies
 * /api and /config.json to the gateway.
 */
export function remoteConfig({ name, title, port, dependencies, pages }: RemoteConfigOptions): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation(remoteFederationOptions({ name, dependencies, production: process.env['NODE_ENV'] === 'production' })),
      pluginRemotePages(pages),
      pluginPrecompress(),
    ],
    html: {
      title,
      // The standalone page (local development only) serves deep links such as /module/1: its
      // relative asset URLs ('auto' prefix) must resolve from the site root.
      tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
    },
    output: { assetPrefix: 'auto' },
    dev: { assetPrefix: 'auto' },
    server: {
      port,
      proxy: { '/api': 'http://localhost:8080', '/config.json': 'http://localhost:8080' },
    },
  });
}

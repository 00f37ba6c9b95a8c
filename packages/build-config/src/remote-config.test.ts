import { describe, expect, it } from 'vitest';
import { remoteConfig, remoteFederationOptions } from './remote-config.ts';

const dependencies = {
  '@academy/ui': '0.1.0',
  '@academy/web-kit': '0.1.0',
  '@academy/contracts': '0.1.0',
  '@tanstack/react-query': '^5.90.0',
  '@tanstack/react-router': '^1.130.0',
  react: '^19.2.0',
  'react-dom': '^19.2.0',
};

describe('remoteConfig', () => {
  const pages = [{ path: '/tools', access: 'signed-in', title: 'AI Business Tools' }] as const;
  const config = remoteConfig({ name: 'tools', title: 'Tools · AI Business Academy', port: 3002, dependencies, pages });

  it('builds the remote with React and Module Federation, writes its pages, and precompresses what it writes', () => {
    expect(config.plugins?.map((plugin) => (plugin && 'name' in plugin ? plugin.name : null))).toEqual([
      'rsbuild:react',
      'rsbuild:module-federation-enhanced',
      'academy:remote-pages',
      'academy:precompress',
    ]);
  });

  it('serves the standalone page with its title, a root base and an automatic asset prefix', () => {
    expect(config.html?.title).toBe('Tools · AI Business Academy');
    expect(config.html?.tags).toEqual([{ tag: 'base', attrs: { href: '/' }, head: true, append: false }]);
    expect(config.output?.assetPrefix).toBe('auto');
    expect(config.dev?.assetPrefix).toBe('auto');
  });

  it('runs the dev server on the given port, sending /api and /config.json to the gateway', () => {
    expect(config.server?.port).toBe(3002);
    expect(config.server?.proxy).toEqual({ '/api': 'http://localhost:8080', '/config.json': 'http://localhost:8080' });
  });

  it('in a production build leaves the federation runtime core to the shell; the standalone dev server keeps its own', () => {
    expect(remoteFederationOptions({ name: 'tools', dependencies, production: true }).experiments).toEqual({
      optimization: { target: 'web' },
      externalRuntime: true,
    });
    expect(remoteFederationOptions({ name: 'tools', dependencies, production: false }).experiments.externalRuntime).toBe(false);
    expect(remoteFederationOptions({ name: 'tools', dependencies, production: true })).toMatchObject({
      name: 'tools',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './app': './src/app.ts' },
    });
  });
});

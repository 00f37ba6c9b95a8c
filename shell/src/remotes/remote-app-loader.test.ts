import { describe, expect, it, vi } from 'vitest';
import { RemoteAppShapeError, createRemoteAppLoader, toRemoteApp } from './remote-app-loader.ts';

const Page = () => null;
const commerceApp = { appId: 'commerce', version: 1, routes: [{ path: '/pricing', access: 'public', component: Page, title: 'Pricing' }] };

describe('toRemoteApp', () => {
  it('accepts a module exporting the expected app', () => {
    expect(toRemoteApp('commerce', { app: commerceApp })).toBe(commerceApp);
  });

  it.each([
    ['no app', {}, 'does not export an app'],
    ['another slice', { app: { ...commerceApp, appId: 'tools' } }, 'exports the app "tools"'],
    ['another version', { app: { ...commerceApp, version: 2 } }, 'version 2'],
    ['a route without component', { app: { ...commerceApp, routes: [{ path: '/pricing', access: 'public', title: 'Pricing' }] } }, 'invalid routes'],
    ['an unknown access', { app: { ...commerceApp, routes: [{ ...commerceApp.routes[0], access: 'admin' }] } }, 'invalid routes'],
  ])('refuses %s', (_case, module, message) => {
    expect(() => toRemoteApp('commerce', module)).toThrow(RemoteAppShapeError);
    expect(() => toRemoteApp('commerce', module)).toThrow(message);
  });
});

describe('createRemoteAppLoader', () => {
  it('imports a remote once and shares the load between callers', async () => {
    const importer = vi.fn(async () => ({ app: commerceApp }));
    const loader = createRemoteAppLoader(importer);

    const [first, second] = await Promise.all([loader.load('commerce'), loader.load('commerce')]);
    const third = await loader.load('commerce');

    expect(first).toBe(commerceApp);
    expect(second).toBe(commerceApp);
    expect(third).toBe(commerceApp);
    expect(loader.peek('commerce')).toBe(commerceApp);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('after a failure, imports again with fresh: true, and fresh: false once it has worked', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce({ app: commerceApp });
    const loader = createRemoteAppLoader(importer);

    await expect(loader.load('commerce')).rejects.toThrow('Failed to fetch');
    expect(loader.peek('commerce')).toBeUndefined();
    await expect(loader.load('commerce')).resolves.toBe(commerceApp);

    expect(importer.mock.calls).toEqual([
      ['commerce', { fresh: false }],
      ['commerce', { fresh: true }],
    ]);
  });

  it('preload starts a load without reporting its failure', async () => {
    const importer = vi.fn(async () => Promise.reject(new Error('Failed to fetch')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const loader = createRemoteAppLoader(importer);

    loader.preload('tools');
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);

    expect(importer).toHaveBeenCalledWith('tools', { fresh: false });
    expect(unhandled).not.toHaveBeenCalled();
  });
});

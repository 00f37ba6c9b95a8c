import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/render-shell.tsx';
import { createFederationImporter, registerRuntimeRemotes } from './federation-importer.ts';

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(),
}));

describe('federation importer', () => {
  beforeEach(() => {
    vi.mocked(registerRemotes).mockReset();
    vi.mocked(loadRemote).mockReset();
  });

  it('registers the four remotes from the runtime config', () => {
    registerRuntimeRemotes(testConfig);

    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'learning', entry: '/mfe/learning/mf-manifest.json' },
      { name: 'tools', entry: '/mfe/tools/mf-manifest.json' },
      { name: 'commerce', entry: '/mfe/commerce/mf-manifest.json' },
      { name: 'backoffice', entry: '/mfe/backoffice/mf-manifest.json' },
    ]);
  });

  it("loads '<slice>/app'", async () => {
    vi.mocked(loadRemote).mockResolvedValue({ app: 'module' });

    await expect(createFederationImporter(testConfig)('tools', { fresh: false })).resolves.toEqual({ app: 'module' });

    expect(loadRemote).toHaveBeenCalledWith('tools/app');
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('for a fresh attempt, re-registers the remote with force first, dropping the failed load', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ app: 'module' });

    await createFederationImporter(testConfig)('commerce', { fresh: true });

    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'commerce', entry: '/mfe/commerce/mf-manifest.json' }], { force: true });
    expect(vi.mocked(registerRemotes).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(loadRemote).mock.invocationCallOrder[0] ?? 0);
  });

  it('when the runtime answers no module, fails', async () => {
    vi.mocked(loadRemote).mockResolvedValue(null);

    await expect(createFederationImporter(testConfig)('learning', { fresh: false })).rejects.toThrow('The learning remote could not be loaded');
  });
});

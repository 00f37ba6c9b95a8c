import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, testConfig } from '../../test/render-shell.tsx';
import { RuntimeConfigError, loadRuntimeConfig } from './load-runtime-config.ts';

describe('loadRuntimeConfig', () => {
  it('reads /config.json without the browser cache and returns the validated config', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, testConfig));

    await expect(loadRuntimeConfig(fetchImpl)).resolves.toEqual(testConfig);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('when the answer is not 2xx, fails with the status', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(502, '', 'Bad Gateway'));

    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow(new RuntimeConfigError('/config.json answered 502 Bad Gateway'));
  });

  it('when the network fails, says the file could not be reached', async () => {
    const fetchImpl = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow('/config.json could not be reached');
  });

  it('when the body is not JSON, says so', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse(200, '<!doctype html>'));

    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow('/config.json is not valid JSON');
  });

  it('when settings are missing, names them', async () => {
    const { supportEmail: _dropped, ...incomplete } = testConfig;
    const fetchImpl = vi.fn(async () => jsonResponse(200, { ...incomplete, remotes: { learning: '/mfe/learning/mf-manifest.json' } }));

    await expect(loadRuntimeConfig(fetchImpl)).rejects.toThrow(/missing or has invalid settings: .*remotes.*supportEmail/);
  });

  it('accepts the pages the remotes publish, and names a page the shell could not use', async () => {
    const pages = { tools: [{ path: '/forecasts/$id', access: 'signed-in', title: 'Forecast' }] };
    await expect(loadRuntimeConfig(vi.fn(async () => jsonResponse(200, { ...testConfig, pages })))).resolves.toEqual({ ...testConfig, pages });

    const broken = { tools: [{ path: 'forecasts', access: 'signed-in', title: 'Forecast' }] };
    await expect(loadRuntimeConfig(vi.fn(async () => jsonResponse(200, { ...testConfig, pages: broken })))).rejects.toThrow(
      '/config.json is missing or has invalid settings: pages.tools.0.path',
    );
  });
});

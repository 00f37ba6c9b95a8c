import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, runtimeConfigSchema } from '@academy/contracts';
import { remoteMounts } from '../src/route-table.ts';
import { buildRuntimeConfig, DEFAULT_SUPPORT_EMAIL, GatewayConfigError, remoteUrlEnv, writeRuntimeConfig } from '../src/runtime-config.ts';

describe('buildRuntimeConfig', () => {
  it('with nothing configured, points at the gateway-served manifests in test payment mode', () => {
    const config = buildRuntimeConfig({});
    expect(config).toEqual({
      remotes: {
        learning: '/mfe/learning/mf-manifest.json',
        tools: '/mfe/tools/mf-manifest.json',
        commerce: '/mfe/commerce/mf-manifest.json',
        backoffice: '/mfe/backoffice/mf-manifest.json',
      },
      payments: { mode: 'test', publishableKey: null },
      supportEmail: 'support@academy.example',
    });
    expect(runtimeConfigSchema.parse(config)).toEqual(config);
    expect(DEFAULT_SUPPORT_EMAIL).toBe('support@academy.example');
  });

  it('with nothing configured, is the one default every front end starts from, with the manifests the gateway serves', () => {
    expect(buildRuntimeConfig({})).toEqual(defaultRuntimeConfig());
    for (const mount of remoteMounts) expect(defaultRuntimeConfig().remotes[mount.slice]).toBe(mount.manifestPath);
  });

  it('takes a remote location from REMOTE_<SLICE>_URL', () => {
    expect(remoteUrlEnv('learning')).toBe('REMOTE_LEARNING_URL');
    const config = buildRuntimeConfig({ REMOTE_LEARNING_URL: 'https://cdn.academy.example/learning/mf-manifest.json', REMOTE_CRM_URL: '/ignored' });
    expect(config.remotes.learning).toBe('https://cdn.academy.example/learning/mf-manifest.json');
    expect(config.remotes.tools).toBe('/mfe/tools/mf-manifest.json');
  });

  it('switches payments to Stripe when a publishable key is set', () => {
    expect(buildRuntimeConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_51Habc' }).payments).toEqual({ mode: 'stripe', publishableKey: 'pk_test_51Habc' });
  });

  it('treats empty values as unset', () => {
    const config = buildRuntimeConfig({ STRIPE_PUBLISHABLE_KEY: '', SUPPORT_EMAIL: ' ', REMOTE_TOOLS_URL: '' });
    expect(config.payments.mode).toBe('test');
    expect(config.supportEmail).toBe(DEFAULT_SUPPORT_EMAIL);
    expect(config.remotes.tools).toBe('/mfe/tools/mf-manifest.json');
  });

  it('takes the support address from SUPPORT_EMAIL', () => {
    expect(buildRuntimeConfig({ SUPPORT_EMAIL: 'help@academy.example' }).supportEmail).toBe('help@academy.example');
  });

  it('refuses a Stripe secret key, which must never reach a browser', () => {
    expect(() => buildRuntimeConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_live_123' })).toThrow(GatewayConfigError);
    expect(() => buildRuntimeConfig({ STRIPE_PUBLISHABLE_KEY: 'sk_live_123' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('names every invalid key at once', () => {
    try {
      buildRuntimeConfig({ REMOTE_TOOLS_URL: 'ftp://files.example/tools.json', REMOTE_COMMERCE_URL: '//cdn.example/x', SUPPORT_EMAIL: 'not-an-address' });
      expect.unreachable('an invalid configuration must throw');
    } catch (error) {
      expect(error).toBeInstanceOf(GatewayConfigError);
      const message = (error as Error).message;
      expect(message).toContain('REMOTE_TOOLS_URL');
      expect(message).toContain('REMOTE_COMMERCE_URL');
      expect(message).toContain('SUPPORT_EMAIL');
    }
  });
});

describe('writeRuntimeConfig', () => {
  it('writes the configuration as JSON', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'academy-runtime-config-'));
    try {
      const file = path.join(directory, 'nested', 'config.json');
      const config = buildRuntimeConfig({});
      await writeRuntimeConfig(file, config);
      expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(config);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

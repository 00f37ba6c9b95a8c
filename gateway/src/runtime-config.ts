import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { defaultRuntimeConfig, runtimeConfigSchema, sliceNames, DEFAULT_SUPPORT_EMAIL, type RuntimeConfig, type SliceName } from '@academy/contracts';

// The defaults (remotes from the gateway itself, test-mode payments, the support address) have one
// home, defaultRuntimeConfig() in the contracts; the environment overrides them here.
export { DEFAULT_SUPPORT_EMAIL };

export class GatewayConfigError extends Error {
  constructor(problems: string[]) {
    super(`gateway: invalid configuration\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'GatewayConfigError';
  }
}

/** Environment key overriding a remote's manifest URL, e.g. REMOTE_LEARNING_URL. */
export function remoteUrlEnv(slice: SliceName): `REMOTE_${Uppercase<SliceName>}_URL` {
  return `REMOTE_${slice.toUpperCase() as Uppercase<SliceName>}_URL`;
}

/** Every environment key the runtime configuration reads. */
export const runtimeConfigEnvKeys = [...sliceNames.map(remoteUrlEnv), 'STRIPE_PUBLISHABLE_KEY', 'SUPPORT_EMAIL'] as const;

const remoteUrlSchema = z
  .string()
  .refine((value) => (value.startsWith('/') ? !value.startsWith('//') : /^https?:\/\/[^/]/i.test(value) && URL.canParse(value)), {
    message: 'must be a path on the gateway (/mfe/...) or an absolute http(s) URL',
  });
const publishableKeySchema = z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, {
  message: 'must be a Stripe publishable key (pk_test_... or pk_live_...); a secret key never goes to browsers',
});

/**
 * The object served as /config.json. Remotes default to the manifests the gateway serves itself
 * (/mfe/<slice>/mf-manifest.json); REMOTE_<SLICE>_URL points one elsewhere. Payments run in test
 * mode unless a Stripe publishable key is configured.
 */
export function buildRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const defaults = defaultRuntimeConfig();
  const problems: string[] = [];
  const remotes = {} as Record<SliceName, string>;
  for (const slice of sliceNames) {
    const key = remoteUrlEnv(slice);
    const value = env[key]?.trim() || defaults.remotes[slice];
    const parsed = remoteUrlSchema.safeParse(value);
    if (!parsed.success) problems.push(`${key}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    remotes[slice] = value;
  }

  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || null;
  if (publishableKey !== null) {
    const parsed = publishableKeySchema.safeParse(publishableKey);
    if (!parsed.success) problems.push(`STRIPE_PUBLISHABLE_KEY: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }

  const supportEmail = env.SUPPORT_EMAIL?.trim() || defaults.supportEmail;
  if (!z.email().safeParse(supportEmail).success) problems.push('SUPPORT_EMAIL: must be an e-mail address');

  if (problems.length > 0) throw new GatewayConfigError(problems);
  return runtimeConfigSchema.parse({
    remotes,
    payments: publishableKey === null ? defaults.payments : { mode: 'stripe', publishableKey },
    supportEmail,
  });
}

/** Writes a value as JSON, atomically (a reader never sees half a file). */
export async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

/** Writes the configuration as JSON, atomically. */
export function writeRuntimeConfig(file: string, config: RuntimeConfig): Promise<void> {
  return writeJsonAtomically(file, config);
}

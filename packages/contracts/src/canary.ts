import type { RuntimeConfig, SliceName } from './platform.ts';

/*
 * Canaries (docs/decisions/042-remote-releases.md), without zod: the shell's boot script imports
 * this file alone.
 */

/**
 * Which of 100 buckets a signed-in user falls in for a slice's canary: the same user, the same
 * bucket, on every visit and device (FNV-1a of the slice and the user id). A canary at p % goes to
 * buckets 0 … p-1, so raising the share keeps everyone who had the candidate on it.
 */
export function canaryBucket(userId: string, slice: SliceName): number {
  let hash = 0x811c9dc5;
  for (const char of `${slice}:${userId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/**
 * The runtime configuration as one user gets it: for each slice with a canary, the candidate's
 * remote and pages when the user's bucket is in the canary's share; visitors get the live versions.
 */
export function configForUser(config: RuntimeConfig, userId: string | null): RuntimeConfig {
  if (!config.canaries || userId === null) return config;
  let resolved = config;
  for (const [slice, canary] of Object.entries(config.canaries) as Array<[SliceName, NonNullable<RuntimeConfig['canaries']>[SliceName]]>) {
    if (!canary || canaryBucket(userId, slice) >= canary.percent) continue;
    resolved = {
      ...resolved,
      remotes: { ...resolved.remotes, [slice]: canary.entry },
      ...(canary.pages ? { pages: { ...resolved.pages, [slice]: canary.pages } } : {}),
    };
  }
  return resolved;
}

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

type Canary = NonNullable<RuntimeConfig['canaries']>[SliceName];

/** The slices whose candidate a user gets (their bucket is in the canary's share), sorted; none for a visitor. */
export function canariesFor(config: RuntimeConfig, userId: string | null): SliceName[] {
  if (!config.canaries || userId === null) return [];
  return (Object.entries(config.canaries) as Array<[SliceName, Canary]>)
    .filter(([slice, canary]) => canary && canaryBucket(userId, slice) < canary.percent)
    .map(([slice]) => slice)
    .sort();
}

/**
 * The runtime configuration as one user gets it: for each slice of canariesFor, the candidate's
 * remote and pages; everything else (and everything for a visitor) live.
 */
export function configForUser(config: RuntimeConfig, userId: string | null): RuntimeConfig {
  let resolved = config;
  for (const slice of canariesFor(config, userId)) {
    const canary = config.canaries?.[slice];
    if (!canary) continue;
    resolved = {
      ...resolved,
      remotes: { ...resolved.remotes, [slice]: canary.entry },
      ...(canary.pages ? { pages: { ...resolved.pages, [slice]: canary.pages } } : {}),
    };
  }
  return resolved;
}

/**
 * The cookie that tells the services which slices' candidates this browser runs (decision 050),
 * so their request figures can be split by release cohort: the slice names, `.`-separated
 * (`tools` or `learning.tools`). It names no one: only slices, the same for every user on them.
 */
export const CANARY_COOKIE = 'academy_canary';

/** A request's release cohort for a slice's figures: on the candidate (canaried) version or the live one. */
export type ReleaseCohort = 'live' | 'candidate';
export const releaseCohorts: readonly ReleaseCohort[] = ['live', 'candidate'];

/** What `document.cookie` is given: the canaried slices for the whole site, or the cookie cleared when there are none. */
export function canaryCookie(slices: readonly SliceName[], secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return slices.length ? `${CANARY_COOKIE}=${slices.join('.')}; ${attributes}` : `${CANARY_COOKIE}=; Max-Age=0; ${attributes}`;
}

/** The cohort of a request (its Cookie header) in the figures of a slice's service: 'candidate' only when the cookie names the slice. */
export function cohortOf(cookieHeader: string | undefined, slice: SliceName): ReleaseCohort {
  if (!cookieHeader?.includes(CANARY_COOKIE)) return 'live';
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== CANARY_COOKIE) continue;
    return part
      .slice(index + 1)
      .trim()
      .split('.')
      .includes(slice)
      ? 'candidate'
      : 'live';
  }
  return 'live';
}

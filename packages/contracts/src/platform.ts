import { z } from 'zod';

export const sliceNames = ['learning', 'tools', 'commerce', 'backoffice'] as const;
export const sliceNameSchema = z.enum(sliceNames);
export type SliceName = z.infer<typeof sliceNameSchema>;

/**
 * GET /config.json: the one runtime configuration every front end reads at start. Remote
 * locations live here so a slice is redeployed without rebuilding the shell.
 */
export const runtimeConfigSchema = z.object({
  /** Module Federation manifest URL of each remote, e.g. /mfe/learning/mf-manifest.json */
  remotes: z.record(sliceNameSchema, z.string()),
  payments: z.object({
    mode: z.enum(['test', 'stripe']),
    /** Stripe publishable key when mode is stripe. */
    publishableKey: z.string().nullable(),
  }),
  supportEmail: z.string(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

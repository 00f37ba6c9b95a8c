import * as z from 'zod/mini';
import { INT4_MAX } from './common.ts';

/**
 * Lifetime updates (the course is sold with lifetime access and updates): a module's file carries
 * a version and a note per version saying what changed. A learner who started or finished an
 * earlier version is told what changed since, until they acknowledge it; their completion and
 * quiz pass stay.
 */

export const moduleChangeSchema = z.object({
  version: z.number().check(z.int(), z.gte(2)),
  /** The calendar day the version was published, YYYY-MM-DD. */
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  note: z.string().check(z.minLength(1)),
});
export type ModuleChange = z.infer<typeof moduleChangeSchema>;

/** A module the learner started or finished that changed since the version they went through. */
export const moduleUpdateSchema = z.object({
  moduleId: z.number().check(z.int(), z.positive()),
  title: z.string(),
  /** `completed`: updated since they finished it; `started`: since they started it. */
  since: z.enum(['completed', 'started']),
  /** The module's current version: what acknowledging it records. */
  version: z.number().check(z.int(), z.positive()),
  /** What changed in each version the learner has not been through, newest first. */
  changes: z.array(moduleChangeSchema).check(z.minLength(1)),
});
export type ModuleUpdate = z.infer<typeof moduleUpdateSchema>;

/** GET /api/module-updates, and the answer to an acknowledgement: the learner's updates still unseen. */
export const moduleUpdatesResponseSchema = z.array(moduleUpdateSchema);

/** POST /api/module-updates/{id}/acknowledgement: the version whose notes the learner has read. */
export const acknowledgeModuleUpdateRequestSchema = z.object({
  version: z.number().check(z.int(), z.positive(), z.lte(INT4_MAX)),
});
export type AcknowledgeModuleUpdateRequest = z.infer<typeof acknowledgeModuleUpdateRequestSchema>;

import * as z from 'zod/mini';

/**
 * The learner's personal learning path (docs/decisions/022-personal-learning-path.md): made on
 * every read from the onboarding answers, the latest skill assessment and the modules completed.
 */

const day = z.iso.date();

export const learningPathItemSchema = z.object({
  moduleId: z.number(),
  title: z.string(),
  category: z.string(),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  estimatedMinutes: z.number(),
  /** Why the module is where it is, strongest first. */
  reasons: z.array(z.string()).check(z.minLength(1)),
  state: z.enum(['done', 'next', 'upcoming']),
  /** The day the module is done by at the learner's pace. */
  targetDate: day,
});
export type LearningPathItem = z.infer<typeof learningPathItemSchema>;

export const learningPathSchema = z.object({
  /** The onboarding's completion: the path's first day. */
  startedAt: z.iso.datetime({ offset: true }),
  /** The skill assessment the order follows (the latest), or null before any. */
  assessedAt: z.nullable(z.iso.datetime({ offset: true })),
  pace: z.object({ timeCommitment: z.string(), minutesPerWeek: z.number(), modulesPerWeek: z.number() }),
  items: z.array(learningPathItemSchema),
  nextModuleId: z.nullable(z.number()),
  completedCount: z.number(),
  expectedCompletedCount: z.number(),
  status: z.enum(['on_track', 'behind', 'finished']),
  plannedFinishDate: day,
  estimatedFinishDate: z.nullable(day),
});
export type LearningPath = z.infer<typeof learningPathSchema>;

/** GET /api/learning-path: null until the onboarding is done. */
export const learningPathResponseSchema = z.nullable(learningPathSchema);

import * as z from 'zod/mini';
import { INT4_MAX } from './common.ts';

/** GET /api/course-search: a learner's question, and the module page it was asked on (if any). */
export const courseSearchQuerySchema = z.object({
  q: z.string().check(
    z.maxLength(300),
    z.refine((value) => value.trim().length > 0, 'Ask a question.'),
  ),
  moduleId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX))),
});
export type CourseSearchQuery = z.infer<typeof courseSearchQuerySchema>;

/** Where a passage of the course comes from. */
export const courseSourceKindSchema = z.enum(['section', 'case-study', 'template']);
export type CourseSourceKind = z.infer<typeof courseSourceKindSchema>;

/** One place in the course that answers the question, with a short quote when the learner may read it. */
export const courseSearchHitSchema = z.object({
  kind: courseSourceKindSchema,
  /** The section's, case study's or template part's own title. */
  title: z.string(),
  /** "Module 4 · AI-Assisted Outbound and Email Follow-Up", "Case study", "Template · ai-prompt-pack.md". */
  source: z.string(),
  /** Where to read it: `/module/4#section-2` (sections are numbered from 1), `/`, `/api/templates/{file}`. */
  link: z.string(),
  moduleId: z.nullable(z.number().check(z.int())),
  /** 1-based index of the section within its module. */
  sectionNumber: z.nullable(z.number().check(z.int())),
  /** `locked`: part of the full course the learner does not own; named and linked, never quoted. */
  access: z.enum(['open', 'locked']),
  /** A short passage around the words asked about; null when locked or during a quiz. */
  quote: z.nullable(z.string()),
});
export type CourseSearchHit = z.infer<typeof courseSearchHitSchema>;

/** A module offered when nothing in the course matches the question. */
export const closestModuleSchema = z.object({
  id: z.number().check(z.int()),
  moduleNumber: z.number().check(z.int()),
  title: z.string(),
  link: z.string(),
  access: z.enum(['open', 'locked']),
});
export type ClosestModule = z.infer<typeof closestModuleSchema>;

/**
 * The mentor's answer from the course. `answer`: passages that match, best first. `hint`: the
 * learner has a quiz open, so the hits point to the sections that teach it without quoting them.
 * `no-match`: nothing in the course matches; `closestModules` are the nearest modules instead.
 */
export const courseSearchResponseSchema = z.object({
  mode: z.enum(['answer', 'hint', 'no-match']),
  hits: z.array(courseSearchHitSchema),
  closestModules: z.array(closestModuleSchema),
  /** The quoted passages rephrased into one reply, when a language model is configured; null otherwise. */
  rephrased: z.nullable(z.string()),
});
export type CourseSearchResponse = z.infer<typeof courseSearchResponseSchema>;

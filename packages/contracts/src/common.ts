import * as z from 'zod/mini';

/** The error envelope every service answers with (DESIGN decision 7). */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
    requestId: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** One failing field of a request, as reported in `error.details` of a 400 answer. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The range of PostgreSQL's integer (int4) columns: an input stored in or compared with one stays inside it. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A patch names at least one field: `{}` would be an update with nothing to set. */
export const notEmptyPatch = z.refine<object>((patch) => Object.values(patch).some((value) => value !== undefined), {
  error: 'Send at least one field to change.',
});

export const idParamSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX)) });

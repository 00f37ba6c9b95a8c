import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { SKILL_CATEGORIES, SKILL_LEVELS } from '@academy/rules/learning';

const caseStudySchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string().min(1),
  industry: z.enum(['e-commerce', 'saas', 'consulting', 'other']),
  imageUrl: z.string().nullable().default(null),
  readingTime: z.number().int().positive(),
  roiPercentage: z.number().int(),
  timeToRoi: z.string().min(1),
  featured: z.boolean().default(false),
});
export type CaseStudyFile = z.infer<typeof caseStudySchema>;

const skillQuestionSchema = z
  .object({
    id: z.string().min(1),
    category: z.enum(SKILL_CATEGORIES),
    question: z.string().min(1),
    options: z.array(z.string().min(1)).min(2),
    answer: z.number().int().nonnegative(),
  })
  .refine((q) => q.answer < q.options.length, { message: 'answer must index one of the options' });

const levelRecommendationsSchema = z
  .array(z.string().min(1))
  .length(3)
  .refine((list) => new Set(list).size === list.length, 'three different recommendations');

const skillAssessmentFileSchema = z.object({
  questions: z.array(skillQuestionSchema).length(10),
  levels: z.object(
    Object.fromEntries(SKILL_LEVELS.map((level) => [level, levelRecommendationsSchema])) as Record<
      (typeof SKILL_LEVELS)[number],
      typeof levelRecommendationsSchema
    >,
  ),
});
export type SkillAssessmentFile = z.infer<typeof skillAssessmentFileSchema>;

async function readYaml<S extends z.ZodType>(file: string, schema: S): Promise<z.infer<S>> {
  const parsed = schema.safeParse(parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** content/case-studies.yaml; at most one may be featured. */
export async function loadCaseStudies(contentDir: string): Promise<CaseStudyFile[]> {
  const file = path.join(contentDir, 'case-studies.yaml');
  const studies = await readYaml(file, z.array(caseStudySchema));
  if (studies.filter((s) => s.featured).length > 1) throw new Error(`${file}: more than one case study is featured`);
  return studies;
}

/** content/skill-assessment.yaml: 10 questions, two per category, and three recommendations per level. */
export async function loadSkillAssessment(contentDir: string): Promise<SkillAssessmentFile> {
  const file = path.join(contentDir, 'skill-assessment.yaml');
  const assessment = await readYaml(file, skillAssessmentFileSchema);
  const ids = new Set(assessment.questions.map((q) => q.id));
  if (ids.size !== assessment.questions.length) throw new Error(`${file}: question ids must be unique`);
  return assessment;
}

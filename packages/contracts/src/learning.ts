import { z } from 'zod';

export const moduleCategorySchema = z.string().min(1);
export const difficultySchema = z.enum(['beginner', 'intermediate', 'advanced']);

export const moduleSectionSchema = z.object({
  title: z.string(),
  duration: z.number().int().nonnegative(),
  content: z.string(),
});

/** A quiz question as the browser sees it: never its answer. */
export const publicQuizQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()).min(2),
});

export const learningModuleSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  category: moduleCategorySchema,
  moduleNumber: z.number().int().positive(),
  totalModules: z.number().int().positive(),
  estimatedMinutes: z.number().int().positive(),
  imageUrl: z.string().nullable(),
  difficulty: difficultySchema,
  hasVideo: z.boolean(),
  videoUrl: z.string().nullable(),
  videoThumbnail: z.string().nullable(),
  learningObjectives: z.array(z.string()),
  content: z.object({ sections: z.array(moduleSectionSchema) }),
  quiz: z
    .object({
      timeLimit: z.number().int().positive(),
      passingScore: z.number().int().min(0).max(100),
      questions: z.array(publicQuizQuestionSchema),
    })
    .nullable(),
});
export type LearningModule = z.infer<typeof learningModuleSchema>;

/** GET /api/modules */
export const modulesResponseSchema = z.array(learningModuleSchema);

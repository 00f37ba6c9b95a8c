import type { LearningModule } from '@academy/contracts';
import type { ModuleRow } from '../data/schema.ts';
import type { ModulesRepository } from '../data/modules.repository.ts';

/** The browser's view of a module: numbered within the catalogue, quiz answers removed. */
export function toPublicModule(row: ModuleRow, moduleNumber: number, totalModules: number): LearningModule {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    moduleNumber,
    totalModules,
    estimatedMinutes: row.estimatedMinutes,
    imageUrl: row.imageUrl,
    difficulty: row.difficulty,
    hasVideo: row.videoUrl !== null,
    videoUrl: row.videoUrl,
    videoThumbnail: row.videoThumbnail,
    learningObjectives: row.learningObjectives,
    content: { sections: row.sections },
    quiz: row.quiz
      ? {
          timeLimit: row.quiz.timeLimit,
          passingScore: row.quiz.passingScore,
          questions: row.quiz.questions.map(({ id, question, options }) => ({ id, question, options })),
        }
      : null,
  };
}

export async function listModules(repository: ModulesRepository): Promise<LearningModule[]> {
  const rows = await repository.listPublished();
  return rows.map((row, index) => toPublicModule(row, index + 1, rows.length));
}

import type { LearningModule, ModuleSummary } from '@academy/contracts';

/**
 * A module as GET /api/modules lists it: no section body, no quiz question, no progress.
 * `hasQuiz` is given when the module's questions were left out (a locked module's).
 */
export function summaryOf(module: LearningModule, hasQuiz = (module.quiz?.questions.length ?? 0) > 0): ModuleSummary {
  return {
    id: module.id,
    access: module.access,
    title: module.title,
    description: module.description,
    category: module.category,
    moduleNumber: module.moduleNumber,
    totalModules: module.totalModules,
    estimatedMinutes: module.estimatedMinutes,
    imageUrl: module.imageUrl,
    difficulty: module.difficulty,
    hasVideo: module.hasVideo,
    videoThumbnail: module.videoThumbnail,
    sectionCount: module.content.sections.length,
    hasQuiz,
    progress: null,
  };
}

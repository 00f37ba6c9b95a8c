/** Query keys of the skill assessment, namespaced [slice, feature, ...]. */
export const skillAssessmentKeys = {
  all: ['learning', 'skill-assessment'] as const,
  questions: () => [...skillAssessmentKeys.all, 'questions'] as const,
  /** Per category, the first and the latest score (GET /api/skill-assessments). */
  records: () => [...skillAssessmentKeys.all, 'records'] as const,
};

/** The learner's stats, refreshed after an assessment (spec: stats refresh after assessments). */
export const statsKey = ['learning', 'stats'] as const;

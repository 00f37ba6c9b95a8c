/** The mentor widget's own cache entries (the shell's slice of the query cache). */
export const mentorQueryKeys = {
  all: ['shell', 'mentor'] as const,
  progress: () => ['shell', 'mentor', 'progress'] as const,
  stats: () => ['shell', 'mentor', 'stats'] as const,
  module: (moduleId: number) => ['shell', 'mentor', 'module', moduleId] as const,
  courseAnswer: (question: string, moduleId: number | null) => ['shell', 'mentor', 'course-answer', question, moduleId] as const,
};

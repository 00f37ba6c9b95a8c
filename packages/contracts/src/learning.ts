import { z } from 'zod';

export const moduleCategorySchema = z.string().min(1);
export const difficultySchema = z.enum(['beginner', 'intermediate', 'advanced']);

export const moduleSectionSchema = z.object({
  title: z.string(),
  duration: z.number().int().nonnegative(),
  content: z.string(),
});

/** Chosen option index per question id. */
export const quizAnswersSchema = z.record(z.string().min(1), z.number().int().nonnegative());

/** A quiz question as the browser sees it: never its answer. */
export const publicQuizQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()).min(2),
});

/**
 * What the caller may do with a module: module 1 is a free preview for everyone; the others are
 * owned with the lifetime-access entitlement, and locked otherwise (sections come without content).
 */
export const moduleAccessSchema = z.enum(['preview', 'owned', 'locked']);
export type ModuleAccess = z.infer<typeof moduleAccessSchema>;

export const learningModuleSchema = z.object({
  id: z.number().int().positive(),
  access: moduleAccessSchema,
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

/** The caller's progress on a module, as the catalogue list shows it (null when not started or signed out). */
export const moduleListProgressSchema = z.object({
  progressPercentage: z.number().int().min(0).max(100),
  completed: z.boolean(),
  sectionsCompleted: z.number().int().nonnegative(),
});

/**
 * One module in the catalogue list: what a course card and the dashboard show, never a section
 * body or a quiz question (those come per module from GET /api/modules/{id}).
 */
export const moduleSummarySchema = learningModuleSchema
  .pick({
    id: true,
    access: true,
    title: true,
    description: true,
    category: true,
    moduleNumber: true,
    totalModules: true,
    estimatedMinutes: true,
    imageUrl: true,
    difficulty: true,
    hasVideo: true,
    videoThumbnail: true,
  })
  .extend({
    sectionCount: z.number().int().nonnegative(),
    hasQuiz: z.boolean(),
    progress: moduleListProgressSchema.nullable(),
  });
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

/** GET /api/modules: the list without bodies (a module's body is GET /api/modules/{id}, with an ETag). */
export const modulesResponseSchema = z.array(moduleSummarySchema);

/** GET /api/modules/{id} */
export const moduleResponseSchema = learningModuleSchema;

/** A learner's progress on one module, as the server keeps it. */
export const progressRecordSchema = z.object({
  moduleId: z.number().int().positive(),
  completed: z.boolean(),
  progressPercentage: z.number().int().min(0).max(100),
  /** Zero-based indexes of the completed sections, sorted. */
  sectionsCompleted: z.array(z.number().int().nonnegative()),
  quizCompleted: z.boolean(),
  quizScore: z.number().int().min(0).max(100).nullable(),
  videoWatched: z.boolean(),
  /** Minutes of tracked study time on the module. */
  timeSpent: z.number().int().nonnegative(),
  updatedAt: z.iso.datetime(),
});
export type ProgressRecord = z.infer<typeof progressRecordSchema>;

/** GET /api/progress */
export const progressListResponseSchema = z.array(progressRecordSchema);

/**
 * POST /api/progress. Two forms, both answered with the authoritative record:
 * - an intent: `{ moduleId, markSection: n }` ("section n is done") and/or `{ moduleId,
 *   videoWatched: true }`. Intents only add, so they can be sent in any order, retried and queued;
 *   this is what the module page sends.
 * - the specification's payload (`sectionsCompleted`, the full list the page believes). The server
 *   is the authority: it applies only what it can verify (new completed sections, the video
 *   watched), refuses to un-mark a section or to claim a quiz result it did not grade, recomputes
 *   the percentage and completion, and ignores a client-sent time (time spent is tracked by study
 *   sessions).
 */
export const postProgressRequestSchema = z
  .object({
    moduleId: z.number().int().positive(),
    /** The intent form: this section (zero-based) is done. */
    markSection: z.number().int().nonnegative().optional(),
    sectionsCompleted: z.array(z.number().int().nonnegative()).max(200).optional(),
    progressPercentage: z.number().min(0).max(100).optional(),
    completed: z.boolean().optional(),
    quizCompleted: z.boolean().optional(),
    quizScore: z.number().min(0).max(100).nullable().optional(),
    videoWatched: z.boolean().optional(),
    timeSpent: z.number().min(0).optional(),
  })
  .refine((body) => body.markSection !== undefined || body.sectionsCompleted !== undefined || body.videoWatched === true, {
    message: 'Send markSection (a section done), videoWatched: true, or the sectionsCompleted list.',
    path: ['markSection'],
  });
export type PostProgressRequest = z.infer<typeof postProgressRequestSchema>;
export const postProgressResponseSchema = progressRecordSchema;

/** A graded attempt, answered by POST /api/modules/{id}/quiz-attempt/submit — graded on the server. */
export const quizAttemptResponseSchema = z.object({
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  correct: z.number().int().nonnegative(),
  total: z.number().int().positive(),
  passingScore: z.number().int(),
  /**
   * Per question: the chosen option, whether it was right, the correct option and the
   * explanation — only once the quiz is passed (by this attempt or an earlier one). A failed
   * attempt answers the score only (an empty list), so retakes cannot find the key by elimination.
   */
  questions: z.array(
    z.object({
      id: z.string(),
      chosen: z.number().int().nullable(),
      correctOption: z.number().int().nullable(),
      isCorrect: z.boolean(),
      explanation: z.string().nullable(),
    }),
  ),
  progress: progressRecordSchema,
  /** True the first time this module became completed (the once-only notice). */
  moduleJustCompleted: z.boolean(),
});
export type QuizAttemptResponse = z.infer<typeof quizAttemptResponseSchema>;

/** An attempt in progress: the service keeps its start, its deadline and the answers given so far. */
export const openQuizAttemptSchema = z.object({
  attemptId: z.number().int().positive(),
  moduleId: z.number().int().positive(),
  startedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  /** Whole seconds left by the service's clock (0 once the deadline has passed). */
  secondsLeft: z.number().int().nonnegative(),
  answers: z.record(z.string(), z.number().int().nonnegative()),
});
export type OpenQuizAttempt = z.infer<typeof openQuizAttemptSchema>;

/**
 * GET /api/modules/{id}/quiz-attempt — the attempt in progress (null when none), and how long
 * before a new attempt may start (0: now). After repeated failures retakes wait a little
 * (`quizRetakeCooldown` in the rules).
 */
export const quizAttemptStateResponseSchema = z.object({
  attempt: openQuizAttemptSchema.nullable(),
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type QuizAttemptStateResponse = z.infer<typeof quizAttemptStateResponseSchema>;

/** POST /api/modules/{id}/quiz-attempt starts an attempt (or answers the open one); no body. */
export const startQuizAttemptResponseSchema = openQuizAttemptSchema;

/** PATCH /api/modules/{id}/quiz-attempt — answers given so far, merged into the open attempt. */
export const saveQuizAnswersRequestSchema = z.object({
  attemptId: z.number().int().positive(),
  answers: z.record(z.string().min(1).max(64), z.number().int().nonnegative()),
});
export type SaveQuizAnswersRequest = z.infer<typeof saveQuizAnswersRequestSchema>;

/**
 * POST /api/modules/{id}/quiz-attempt/submit — grades the open attempt with its saved answers
 * and these last ones. After the deadline the service grades it as timed out, with the answers
 * saved before the deadline. Answered with quizAttemptResponseSchema.
 */
export const submitQuizAttemptRequestSchema = z.object({
  attemptId: z.number().int().positive(),
  answers: z.record(z.string().min(1).max(64), z.number().int().nonnegative()).default({}),
});
export type SubmitQuizAttemptRequest = z.infer<typeof submitQuizAttemptRequestSchema>;

/** GET /api/stats */
export const statsResponseSchema = z.object({
  currentStreak: z.number().int().nonnegative(),
  /** Estimated yearly return in dollars from the learner's answers and completed modules. */
  estimatedRoi: z.number().int().nonnegative(),
  /** The rule's explanation, line by line, for the learner to read. */
  estimatedRoiExplanation: z.array(z.string()),
  /** Minutes of tracked study, all time. */
  totalStudyTime: z.number().int().nonnegative(),
  /** Minutes studied today in the learner's time zone. */
  minutesToday: z.number().int().nonnegative(),
  completedModules: z.number().int().nonnegative(),
  totalModules: z.number().int().nonnegative(),
  timeZone: z.string(),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/** POST /api/study-sessions — a heartbeat from a module page while the learner is active. */
export const studyHeartbeatRequestSchema = z.object({
  /** Made by the page when the visit starts; repeated heartbeats update the same session. */
  sessionId: z.uuid(),
  moduleId: z.number().int().positive(),
  /** Seconds the learner was active on the page since the visit started (monotonic). */
  activeSeconds: z.number().int().min(0).max(24 * 60 * 60),
  /** Seconds since the visit started, active or not. */
  elapsedSeconds: z.number().int().min(0).max(24 * 60 * 60),
  /** Clicks, scrolls and key presses counted by the page since the visit started. */
  interactions: z.number().int().min(0).max(1_000_000),
});
export type StudyHeartbeatRequest = z.infer<typeof studyHeartbeatRequestSchema>;

/** GET /api/analytics/learning */
export const learningSessionSchema = z.object({
  id: z.string(),
  moduleId: z.number().int().positive(),
  /** Minutes. */
  sessionDuration: z.number().int().nonnegative(),
  /** Percent, as a numeric string (the specification's shape). */
  engagementScore: z.string(),
  startedAt: z.iso.datetime(),
});
export const learningAnalyticsResponseSchema = z.array(learningSessionSchema);

/** GET /api/featured-case-study (null when none is featured) */
export const caseStudySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.enum(['e-commerce', 'saas', 'consulting', 'other']),
  imageUrl: z.string().nullable(),
  readingTime: z.number().int().positive(),
  roiPercentage: z.number().int(),
  timeToRoi: z.string(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
export const featuredCaseStudyResponseSchema = caseStudySchema.nullable();

/**
 * GET /api/onboarding (and the answer of POST): the answers as stored. A POST is parsed with
 * onboardingDataSchema (onboarding.ts), the one schema of a new onboarding; answers saved under
 * older rules may hold values no longer on its lists, and still count as onboarding done.
 */
export const onboardingRecordSchema = z.object({
  businessType: z.string(),
  industryExperience: z.string(),
  aiExperience: z.string(),
  primaryGoals: z.array(z.string()),
  monthlyRevenue: z.string(),
  teamSize: z.string(),
  biggestChallenges: z.array(z.string()),
  learningPreference: z.string(),
  timeCommitment: z.string(),
  specificInterests: z.array(z.string()),
  currentTools: z.array(z.string()),
  businessDescription: z.string(),
  businessName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
});
export type OnboardingRecord = z.infer<typeof onboardingRecordSchema>;
export const onboardingResponseSchema = onboardingRecordSchema.extend({ completedAt: z.iso.datetime() }).nullable();

/** GET /api/skill-assessment/questions — without answers. */
export const skillQuestionSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  options: z.array(z.string()).min(2),
});
export const skillQuestionsResponseSchema = z.array(skillQuestionSchema);

/**
 * POST /api/skill-assessment — the specification sends answers, results and completedAt; the
 * server grades the answers itself and ignores client-computed results.
 */
export const skillAssessmentRequestSchema = z.object({
  answers: z.record(z.string().min(1).max(64), z.number().int().nonnegative()),
  results: z.unknown().optional(),
  completedAt: z.iso.datetime().optional(),
});
export const skillAssessmentResultSchema = z.object({
  id: z.number().int().positive(),
  overallScore: z.number().int().min(0).max(100),
  categoryScores: z.record(z.string(), z.number().int().min(0).max(100)),
  skillLevel: z.enum(['Advanced', 'Intermediate', 'Beginner+', 'Beginner']),
  recommendations: z.array(z.string()),
  completedAt: z.iso.datetime(),
});
export type SkillAssessmentResult = z.infer<typeof skillAssessmentResultSchema>;

/** GET /api/skill-assessments — per category, first and latest score. */
export const skillRecordSchema = z.object({
  skillCategory: z.string(),
  preAssessmentScore: z.number().int(),
  postAssessmentScore: z.number().int(),
  improvementPoints: z.number().int(),
});
export const skillRecordsResponseSchema = z.array(skillRecordSchema);

/** POST /api/study-sessions: the visit's credited study so far. */
export const studyHeartbeatResponseSchema = z.object({ activeMinutes: z.number().int(), engagementScore: z.number().int() });
export type StudyHeartbeatResponse = z.infer<typeof studyHeartbeatResponseSchema>;

/** A downloadable template's file name: lowercase words, `.md` or `.csv`. */
export const templateFileNameSchema = z.string().regex(/^[a-z0-9-]+\.(md|csv)$/);
/** GET /api/templates/{file} */
export const templateFileParamsSchema = z.object({ file: templateFileNameSchema });
/** GET /api/templates: the downloadable templates (the dashboard's Download Templates). */
export const templatesResponseSchema = z.array(z.object({ file: z.string(), url: z.string() }));
export type TemplatesResponse = z.infer<typeof templatesResponseSchema>;

/**
 * More time for a timed quiz, for a learner who needs it (WCAG 2.2.1 Timing Adjustable): the quiz's
 * time limit is multiplied by the learner's choice when an attempt starts. 1 is the spec's limit.
 */
export const quizTimeMultipliers = [1, 1.5, 2, 3] as const;
export const quizTimeMultiplierSchema = z.literal(quizTimeMultipliers);
export type QuizTimeMultiplier = (typeof quizTimeMultipliers)[number];

/** The learner's own settings (GET/PUT /api/learner-profile). */
export const learnerProfileSchema = z.object({ quizTimeMultiplier: quizTimeMultiplierSchema });
export type LearnerProfile = z.infer<typeof learnerProfileSchema>;
export const learnerProfileRequestSchema = learnerProfileSchema.strict();

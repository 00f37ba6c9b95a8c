import * as z from 'zod/mini';
import { INT4_MAX } from './common.ts';

export const moduleCategorySchema = z.string().check(z.minLength(1));
export const difficultySchema = z.enum(['beginner', 'intermediate', 'advanced']);

export const moduleSectionSchema = z.object({
  title: z.string(),
  duration: z.number().check(z.int(), z.nonnegative()),
  content: z.string(),
});

/** Chosen option index per question id. */
export const quizAnswersSchema = z.record(z.string().check(z.minLength(1)), z.number().check(z.int(), z.nonnegative()));

/** A quiz question as the browser sees it: never its answer. */
export const publicQuizQuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()).check(z.minLength(2)),
});

/**
 * What the caller may do with a module: module 1 is a free preview for everyone; the others are
 * owned with the lifetime-access entitlement, and locked otherwise (sections come without content).
 */
export const moduleAccessSchema = z.enum(['preview', 'owned', 'locked']);
export type ModuleAccess = z.infer<typeof moduleAccessSchema>;

export const learningModuleSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  access: moduleAccessSchema,
  title: z.string(),
  description: z.string(),
  category: moduleCategorySchema,
  moduleNumber: z.number().check(z.int(), z.positive()),
  totalModules: z.number().check(z.int(), z.positive()),
  estimatedMinutes: z.number().check(z.int(), z.positive()),
  imageUrl: z.nullable(z.string()),
  difficulty: difficultySchema,
  hasVideo: z.boolean(),
  videoUrl: z.nullable(z.string()),
  videoThumbnail: z.nullable(z.string()),
  learningObjectives: z.array(z.string()),
  content: z.object({ sections: z.array(moduleSectionSchema) }),
  quiz: z.nullable(
    z.object({
      timeLimit: z.number().check(z.int(), z.positive()),
      passingScore: z.number().check(z.int(), z.gte(0), z.lte(100)),
      questions: z.array(publicQuizQuestionSchema),
    }),
  ),
});
export type LearningModule = z.infer<typeof learningModuleSchema>;

/** The caller's progress on a module, as the catalogue list shows it (null when not started or signed out). */
export const moduleListProgressSchema = z.object({
  progressPercentage: z.number().check(z.int(), z.gte(0), z.lte(100)),
  completed: z.boolean(),
  sectionsCompleted: z.number().check(z.int(), z.nonnegative()),
});

/**
 * One module in the catalogue list: what a course card and the dashboard show, never a section
 * body or a quiz question (those come per module from GET /api/modules/{id}).
 */
export const moduleSummarySchema = z.extend(
  z.pick(learningModuleSchema, {
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
  }),
  {
    sectionCount: z.number().check(z.int(), z.nonnegative()),
    hasQuiz: z.boolean(),
    progress: z.nullable(moduleListProgressSchema),
  },
);
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

/** GET /api/modules: the list without bodies (a module's body is GET /api/modules/{id}, with an ETag). */
export const modulesResponseSchema = z.array(moduleSummarySchema);

/** GET /api/modules/{id} */
export const moduleResponseSchema = learningModuleSchema;

/** A learner's progress on one module, as the server keeps it. */
export const progressRecordSchema = z.object({
  moduleId: z.number().check(z.int(), z.positive()),
  completed: z.boolean(),
  progressPercentage: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** Zero-based indexes of the completed sections, sorted. */
  sectionsCompleted: z.array(z.number().check(z.int(), z.nonnegative())),
  quizCompleted: z.boolean(),
  quizScore: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  videoWatched: z.boolean(),
  /** Minutes of tracked study time on the module. */
  timeSpent: z.number().check(z.int(), z.nonnegative()),
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
    moduleId: z.number().check(z.int(), z.positive(), z.lte(INT4_MAX)),
    /** The intent form: this section (zero-based) is done. */
    markSection: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(INT4_MAX))),
    sectionsCompleted: z.optional(z.array(z.number().check(z.int(), z.nonnegative(), z.lte(INT4_MAX))).check(z.maxLength(200))),
    progressPercentage: z.optional(z.number().check(z.gte(0), z.lte(100))),
    completed: z.optional(z.boolean()),
    quizCompleted: z.optional(z.boolean()),
    quizScore: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(100)))),
    videoWatched: z.optional(z.boolean()),
    timeSpent: z.optional(z.number().check(z.gte(0), z.lte(INT4_MAX))),
  })
  .check(
    z.refine((body) => body.markSection !== undefined || body.sectionsCompleted !== undefined || body.videoWatched === true, {
      message: 'Send markSection (a section done), videoWatched: true, or the sectionsCompleted list.',
      path: ['markSection'],
    }),
  );
export type PostProgressRequest = z.infer<typeof postProgressRequestSchema>;
export const postProgressResponseSchema = progressRecordSchema;

/** A graded attempt, answered by POST /api/modules/{id}/quiz-attempt/submit — graded on the server. */
export const quizAttemptResponseSchema = z.object({
  score: z.number().check(z.int(), z.gte(0), z.lte(100)),
  passed: z.boolean(),
  correct: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.positive()),
  passingScore: z.number().check(z.int()),
  /**
   * Per question: the chosen option, whether it was right, the correct option and the
   * explanation — only once the quiz is passed (by this attempt or an earlier one). A failed
   * attempt answers the score only (an empty list), so retakes cannot find the key by elimination.
   */
  questions: z.array(
    z.object({
      id: z.string(),
      chosen: z.nullable(z.number().check(z.int())),
      correctOption: z.nullable(z.number().check(z.int())),
      isCorrect: z.boolean(),
      explanation: z.nullable(z.string()),
    }),
  ),
  progress: progressRecordSchema,
  /** True the first time this module became completed (the once-only notice). */
  moduleJustCompleted: z.boolean(),
  /**
   * Seconds before the next attempt may start (0: now), as GET …/quiz-attempt would answer now
   * that this one is closed: the page needs no second read to show the retake wait.
   */
  retryAfterSeconds: z.number().check(z.int(), z.nonnegative()),
});
export type QuizAttemptResponse = z.infer<typeof quizAttemptResponseSchema>;

/** An attempt in progress: the service keeps its start, its deadline and the answers given so far. */
export const openQuizAttemptSchema = z.object({
  attemptId: z.number().check(z.int(), z.positive()),
  moduleId: z.number().check(z.int(), z.positive()),
  startedAt: z.iso.datetime(),
  deadline: z.iso.datetime(),
  /** Whole seconds left by the service's clock (0 once the deadline has passed). */
  secondsLeft: z.number().check(z.int(), z.nonnegative()),
  answers: z.record(z.string(), z.number().check(z.int(), z.nonnegative())),
});
export type OpenQuizAttempt = z.infer<typeof openQuizAttemptSchema>;

/**
 * GET /api/modules/{id}/quiz-attempt — the attempt in progress (null when none), and how long
 * before a new attempt may start (0: now). After repeated failures retakes wait a little
 * (`quizRetakeCooldown` in the rules).
 */
export const quizAttemptStateResponseSchema = z.object({
  attempt: z.nullable(openQuizAttemptSchema),
  retryAfterSeconds: z.number().check(z.int(), z.nonnegative()),
});
export type QuizAttemptStateResponse = z.infer<typeof quizAttemptStateResponseSchema>;

/** POST /api/modules/{id}/quiz-attempt starts an attempt (or answers the open one); no body. */
export const startQuizAttemptResponseSchema = openQuizAttemptSchema;

/** PATCH /api/modules/{id}/quiz-attempt — answers given so far, merged into the open attempt. */
export const saveQuizAnswersRequestSchema = z.object({
  attemptId: z.number().check(z.int(), z.positive(), z.lte(INT4_MAX)),
  answers: z.record(z.string().check(z.minLength(1), z.maxLength(64)), z.number().check(z.int(), z.nonnegative(), z.lte(INT4_MAX))),
});
export type SaveQuizAnswersRequest = z.infer<typeof saveQuizAnswersRequestSchema>;

/**
 * POST /api/modules/{id}/quiz-attempt/submit — grades the open attempt with its saved answers
 * and these last ones. After the deadline the service grades it as timed out, with the answers
 * saved before the deadline. Answered with quizAttemptResponseSchema.
 */
export const submitQuizAttemptRequestSchema = z.object({
  attemptId: z.number().check(z.int(), z.positive(), z.lte(INT4_MAX)),
  answers: z._default(z.record(z.string().check(z.minLength(1), z.maxLength(64)), z.number().check(z.int(), z.nonnegative(), z.lte(INT4_MAX))), {}),
});
export type SubmitQuizAttemptRequest = z.infer<typeof submitQuizAttemptRequestSchema>;

/** GET /api/stats */
export const statsResponseSchema = z.object({
  currentStreak: z.number().check(z.int(), z.nonnegative()),
  /** Estimated yearly return in dollars from the learner's answers and completed modules. */
  estimatedRoi: z.number().check(z.int(), z.nonnegative()),
  /** The rule's explanation, line by line, for the learner to read. */
  estimatedRoiExplanation: z.array(z.string()),
  /** Minutes of tracked study, all time. */
  totalStudyTime: z.number().check(z.int(), z.nonnegative()),
  /** Minutes studied today in the learner's time zone. */
  minutesToday: z.number().check(z.int(), z.nonnegative()),
  completedModules: z.number().check(z.int(), z.nonnegative()),
  totalModules: z.number().check(z.int(), z.nonnegative()),
  timeZone: z.string(),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;

/**
 * GET /api/streak-freeze-balance — the streak freezes the learner holds. The learning slice alone
 * holds them (bought in the arena, spent on missed days); like the stats read, the freezes the
 * streak needs for missed days no longer count as held, and the read writes nothing.
 */
export const streakFreezeBalanceSchema = z.object({
  /** Freezes held, at most maxStreakFreezes. */
  streakFreezes: z.number().check(z.int(), z.nonnegative()),
  maxStreakFreezes: z.number().check(z.int(), z.positive()),
});
export type StreakFreezeBalance = z.infer<typeof streakFreezeBalanceSchema>;

/** POST /api/study-sessions — a heartbeat from a module page while the learner is active. */
export const studyHeartbeatRequestSchema = z.object({
  /** Made by the page when the visit starts; repeated heartbeats update the same session. */
  sessionId: z.uuid(),
  moduleId: z.number().check(z.int(), z.positive(), z.lte(INT4_MAX)),
  /** Seconds the learner was active on the page since the visit started (monotonic). */
  activeSeconds: z.number().check(z.int(), z.gte(0), z.lte(24 * 60 * 60)),
  /** Seconds since the visit started, active or not. */
  elapsedSeconds: z.number().check(z.int(), z.gte(0), z.lte(24 * 60 * 60)),
  /** Clicks, scrolls and key presses counted by the page since the visit started. */
  interactions: z.number().check(z.int(), z.gte(0), z.lte(1_000_000)),
});
export type StudyHeartbeatRequest = z.infer<typeof studyHeartbeatRequestSchema>;

/** GET /api/analytics/learning */
export const learningSessionSchema = z.object({
  id: z.string(),
  moduleId: z.number().check(z.int(), z.positive()),
  /** Minutes. */
  sessionDuration: z.number().check(z.int(), z.nonnegative()),
  /** Percent, as a numeric string (the specification's shape). */
  engagementScore: z.string(),
  startedAt: z.iso.datetime(),
});
export const learningAnalyticsResponseSchema = z.array(learningSessionSchema);

/** GET /api/featured-case-study (null when none is featured) */
export const caseStudySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  industry: z.enum(['e-commerce', 'saas', 'consulting', 'other']),
  imageUrl: z.nullable(z.string()),
  readingTime: z.number().check(z.int(), z.positive()),
  roiPercentage: z.number().check(z.int()),
  timeToRoi: z.string(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
export const featuredCaseStudyResponseSchema = z.nullable(caseStudySchema);

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
  phone: z.optional(z.string()),
});
export type OnboardingRecord = z.infer<typeof onboardingRecordSchema>;
export const onboardingResponseSchema = z.nullable(z.extend(onboardingRecordSchema, { completedAt: z.iso.datetime() }));

/** GET /api/skill-assessment/questions — without answers. */
export const skillQuestionSchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  options: z.array(z.string()).check(z.minLength(2)),
});
export const skillQuestionsResponseSchema = z.array(skillQuestionSchema);

/**
 * POST /api/skill-assessment — the specification sends answers, results and completedAt; the
 * server grades the answers itself and ignores client-computed results.
 */
export const skillAssessmentRequestSchema = z.object({
  answers: z.record(z.string().check(z.minLength(1), z.maxLength(64)), z.number().check(z.int(), z.nonnegative(), z.lte(INT4_MAX))),
  results: z.optional(z.unknown()),
  completedAt: z.optional(z.iso.datetime()),
});
export const skillAssessmentResultSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  overallScore: z.number().check(z.int(), z.gte(0), z.lte(100)),
  categoryScores: z.record(z.string(), z.number().check(z.int(), z.gte(0), z.lte(100))),
  skillLevel: z.enum(['Advanced', 'Intermediate', 'Beginner+', 'Beginner']),
  recommendations: z.array(z.string()),
  completedAt: z.iso.datetime(),
});
export type SkillAssessmentResult = z.infer<typeof skillAssessmentResultSchema>;

/** GET /api/skill-assessments — per category, first and latest score. */
export const skillRecordSchema = z.object({
  skillCategory: z.string(),
  preAssessmentScore: z.number().check(z.int()),
  postAssessmentScore: z.number().check(z.int()),
  improvementPoints: z.number().check(z.int()),
});
export const skillRecordsResponseSchema = z.array(skillRecordSchema);

/** POST /api/study-sessions: the visit's credited study so far. */
export const studyHeartbeatResponseSchema = z.object({ activeMinutes: z.number().check(z.int()), engagementScore: z.number().check(z.int()) });
export type StudyHeartbeatResponse = z.infer<typeof studyHeartbeatResponseSchema>;

/** A downloadable template's file name: lowercase words, `.md` or `.csv`. */
export const templateFileNameSchema = z.string().check(z.regex(/^[a-z0-9-]+\.(md|csv)$/));
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
export const learnerProfileRequestSchema = z.strictObject(learnerProfileSchema.shape);

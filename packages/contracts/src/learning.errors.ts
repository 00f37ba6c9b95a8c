/**
 * The codes the learning rules (@academy/rules/learning) refuse their input with; the learning
 * service answers them as 400s. Declared here so the rules and the service share one list.
 */
export const learningRuleErrorCodes = [
  'LEARNING_SECTION_OUT_OF_RANGE',
  'LEARNING_MODULE_HAS_NO_QUIZ',
  'LEARNING_MODULE_HAS_NO_VIDEO',
  'LEARNING_INVALID_QUIZ_SCORE',
  'LEARNING_INVALID_TIME_SPENT',
  'LEARNING_INVALID_PROGRESS_INPUT',
  'LEARNING_QUIZ_HAS_NO_QUESTIONS',
  'LEARNING_INVALID_TIME_ZONE',
  'LEARNING_INVALID_INSTANT',
  'LEARNING_INVALID_ONBOARDING_STEP',
] as const satisfies readonly `LEARNING_${string}`[];
export type LearningRuleErrorCode = (typeof learningRuleErrorCodes)[number];

/**
 * Every error code the learning service answers with besides the platform's (platform.errors.ts),
 * declared once with its HTTP status: a throw names the code only (AppError looks the status up).
 */
export const learningErrorStatuses = {
  ...(Object.fromEntries(learningRuleErrorCodes.map((code) => [code, 400])) as Record<LearningRuleErrorCode, 400>),
  LEARNING_MODULE_NOT_FOUND: 404,
  /** The module id in the path is not a positive whole number. */
  LEARNING_INVALID_MODULE_ID: 400,
  /** The module needs the lifetime-access entitlement. */
  LEARNING_MODULE_LOCKED: 403,
  /** A section once completed is not un-marked. */
  LEARNING_SECTION_UNMARK_REFUSED: 409,
  /** A quiz result the service did not grade. */
  LEARNING_QUIZ_CLAIM_REFUSED: 409,
  /** A completion the service cannot verify. */
  LEARNING_COMPLETION_CLAIM_REFUSED: 409,
  /** The quiz opens once every section is complete. */
  LEARNING_QUIZ_LOCKED: 409,
  LEARNING_QUIZ_NO_ANSWERS: 400,
  /** The first API's one-request quiz grading; attempts are started and submitted on the service's clock. */
  LEARNING_QUIZ_ATTEMPTS_RETIRED: 410,
  /** Answers to questions or options the quiz does not have. */
  LEARNING_QUIZ_INVALID_ANSWERS: 400,
  /** Retakes wait after repeated failures (details.retryAfterSeconds). */
  LEARNING_QUIZ_COOLING_DOWN: 429,
  LEARNING_QUIZ_ATTEMPT_NOT_OPEN: 409,
  /** The attempt's deadline has passed. */
  LEARNING_QUIZ_TIME_UP: 409,
  /** More active time than time on the page. */
  LEARNING_INVALID_STUDY_TIME: 400,
  /** The study session belongs to another page visit. */
  LEARNING_STUDY_SESSION_MISMATCH: 409,
  /** Onboarding answers missing or not valid (details name the fields). */
  LEARNING_ONBOARDING_INVALID: 400,
  LEARNING_ASSESSMENT_INVALID_ANSWERS: 400,
  LEARNING_TEMPLATE_NOT_FOUND: 404,
  /** A learner profile setting that is not offered (details name the field). */
  LEARNING_PROFILE_INVALID: 400,
  /** No such certificate, or not the caller's. */
  LEARNING_CERTIFICATE_NOT_FOUND: 404,
} as const satisfies Record<`LEARNING_${string}`, number>;
export type LearningErrorCode = keyof typeof learningErrorStatuses;
export const learningErrorCodes = Object.keys(learningErrorStatuses) as LearningErrorCode[];

/** Every way a learning rule can refuse its input. Services map these to 400 responses. */
export const RULES_ERROR_CODES = [
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
] as const;

export type RulesErrorCode = (typeof RULES_ERROR_CODES)[number];

/** A business rule refused its input. `code` is stable; `message` is for people. */
export class RulesError extends Error {
  readonly code: RulesErrorCode;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: RulesErrorCode, message: string, details?: Readonly<Record<string, unknown>>) {
    super(message);
    this.name = 'RulesError';
    this.code = code;
    this.details = details;
  }
}

export function isRulesError(value: unknown): value is RulesError {
  return value instanceof RulesError;
}

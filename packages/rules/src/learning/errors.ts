import { learningRuleErrorCodes, type LearningRuleErrorCode } from '@academy/contracts';

/**
 * Every way a learning rule can refuse its input. Services map these to 400 responses. The list
 * is the learning slice's (declared once, in @academy/contracts' learning.errors.ts).
 */
export const RULES_ERROR_CODES = learningRuleErrorCodes;

export type RulesErrorCode = LearningRuleErrorCode;

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

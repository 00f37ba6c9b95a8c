import { describe, expect, it } from 'vitest';
import { errorCodes, isErrorCode, learningErrorCodes, platformErrorCodes } from '@academy/contracts';
import { AppError, badRequest, notFound } from '../src/index.ts';

describe('AppError codes', () => {
  it('takes the codes the platform and the slices declare in the contracts', () => {
    expect(new AppError('RATE_LIMITED', 'Slow down.', { status: 429 }).code).toBe('RATE_LIMITED');
    expect(notFound('LEARNING_MODULE_NOT_FOUND', 'Gone.').status).toBe(404);
    expect(badRequest('COMMERCE_INVALID_REQUEST', 'No.').status).toBe(400);
    expect(errorCodes).toEqual(expect.arrayContaining([...platformErrorCodes, ...learningErrorCodes]));
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it('refuses a code nobody declared: a misspelt code fails npm run typecheck', () => {
    // @ts-expect-error: LEARNING_MODUEL_NOT_FOUND is declared by no slice (the type check fails if AppError took any string)
    const misspelt = new AppError('LEARNING_MODUEL_NOT_FOUND', 'Gone.', { status: 404 });
    expect(isErrorCode(misspelt.code)).toBe(false);
  });
});

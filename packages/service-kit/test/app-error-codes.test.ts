import { describe, expect, it } from 'vitest';
import { errorCodes, errorStatuses, isErrorCode, learningErrorCodes, platformErrorCodes } from '@academy/contracts';
import { AppError, badRequest, notFound } from '../src/index.ts';

describe('AppError codes', () => {
  it('takes the codes the platform and the slices declare in the contracts', () => {
    expect(new AppError('RATE_LIMITED', 'Slow down.', { status: 429 }).code).toBe('RATE_LIMITED');
    expect(notFound('LEARNING_MODULE_NOT_FOUND', 'Gone.').status).toBe(404);
    expect(badRequest('COMMERCE_INVALID_REQUEST', 'No.').status).toBe(400);
    expect(errorCodes).toEqual(expect.arrayContaining([...platformErrorCodes, ...learningErrorCodes]));
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
  });

  it('answers each code with the status its slice declares, unless a code answered two ways says otherwise', () => {
    expect(new AppError('LEARNING_MODULE_LOCKED', 'Get lifetime access.').status).toBe(403);
    expect(new AppError('TOOLS_CHALLENGE_LEVEL_TOO_LOW', 'Later.').status).toBe(403);
    expect(new AppError('COMMERCE_PAYMENT_PROVIDER_UNAVAILABLE', 'Down.').status).toBe(502);
    expect(new AppError('IDENTITY_LAST_ADMINISTRATOR', 'Keep one.').status).toBe(409);
    expect(new AppError('INTERNAL', 'Oops.').status).toBe(500);
    expect(new AppError('MALFORMED_REQUEST', 'Headers too large.', { status: 431 }).status).toBe(431);
    for (const code of errorCodes) expect(new AppError(code, code).status, code).toBe(errorStatuses[code]);
  });

  it('refuses a code nobody declared: a misspelt code fails npm run typecheck', () => {
    // @ts-expect-error: LEARNING_MODUEL_NOT_FOUND is declared by no slice (the type check fails if AppError took any string)
    const misspelt = new AppError('LEARNING_MODUEL_NOT_FOUND', 'Gone.', { status: 404 });
    expect(isErrorCode(misspelt.code)).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { learningOperations, moduleUpdateOperations } from '@academy/contracts';
import { ResponseValidationError } from './api-error.ts';
import { callOperation, operationPath } from './call-operation.ts';

const fetchMock = vi.fn<typeof fetch>();
const sent = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, method: init?.method, body: init?.body };
};

describe('operationPath', () => {
  it('fills each parameter, encoded, and appends the query without the empty values', () => {
    expect(operationPath('/api/modules/:id/quiz-attempt', { id: 3 })).toBe('/api/modules/3/quiz-attempt');
    expect(operationPath('/api/templates/:file', { file: 'a b/c.md' })).toBe('/api/templates/a%20b%2Fc.md');
    expect(operationPath('/api/course-search', {}, { q: 'cut costs', limit: 5, page: undefined })).toBe('/api/course-search?q=cut+costs&limit=5');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => operationPath('/api/modules/:id', {})).toThrow(/needs its parameter id/);
  });
});

describe('callOperation', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the operation’s method to its path with the body, and parses the answer with its response schema', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ quizTimeMultiplier: 1.5 }), { status: 200 }));
    const profile = await callOperation(learningOperations.putLearnerProfile, { body: { quizTimeMultiplier: 1.5 } });
    expect(sent()).toEqual({ url: '/api/learner-profile', method: 'PUT', body: JSON.stringify({ quizTimeMultiplier: 1.5 }) });
    expect(profile).toEqual({ quizTimeMultiplier: 1.5 });
  });

  it('fills the path from the params and refuses an answer outside the contract', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ modules: 'nope' }), { status: 200 }));
    await expect(callOperation(moduleUpdateOperations.acknowledgeModuleUpdate, { params: { id: 11 }, body: { version: 2 } })).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
    expect(sent()).toMatchObject({ url: '/api/module-updates/11/acknowledgement', method: 'POST' });
  });
});

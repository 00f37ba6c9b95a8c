import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorEnvelopeSchema } from '@academy/contracts';
import type { RunningServer } from '@academy/service-kit';
import { createTestDatabase, startIdentityProcess, type IdentityProcess, type TestDatabase } from '@academy/test-kit';
import { learningConfigSchema } from '../src/config.ts';
import { createLearningService } from '../src/http/server.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

// PostgreSQL refuses U+0000 in text and jsonb; before the service kit checked bodies, such a field
// reached the query and came back as a 500, with the query (and the learner's answers) in the log.
describe('POST /api/onboarding with text PostgreSQL cannot store', () => {
  let identity: IdentityProcess;
  let database: TestDatabase;
  let server: RunningServer;
  let learner: string;

  beforeAll(async () => {
    [identity, database] = await Promise.all([startIdentityProcess(inject('postgresAdminUrl')), createTestDatabase(inject('postgresAdminUrl'), 'learning')]);
    const config = learningConfigSchema.parse({
      PORT: '0',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      CONTENT_DIR: fixtures,
      IDENTITY_URL: identity.url,
    });
    server = await (await createLearningService(config)).start();
    learner = await identity.signIn('free');
  });

  afterAll(async () => {
    await server?.stop();
    await identity?.stop();
    await database?.drop();
  });

  const answers = {
    businessType: 'small_business',
    industryExperience: 'intermediate',
    aiExperience: 'basic',
    primaryGoals: ['increase_revenue'],
    monthlyRevenue: '50k-100k',
    teamSize: '6-20',
    biggestChallenges: ['lead_generation'],
    learningPreference: 'hands_on',
    timeCommitment: '3-5_hours',
    specificInterests: ['customer_acquisition'],
    currentTools: [],
    businessDescription: 'We sell handmade furniture online.',
    businessName: 'Oak & Pine',
    firstName: 'Alex',
    lastName: 'Learner',
    email: 'learner@academy.test',
  };

  it.each([
    ['U+0000', 'businessDescription', 'Handmade\u0000furniture'],
    ['a lone surrogate', 'businessName', 'Oak \ud83d Pine'],
  ])('with %s in a field, answers 400 INVALID_TEXT naming it and stores nothing', async (_what, field, value) => {
    const response = await fetch(`${server.url}/api/onboarding`, {
      method: 'POST',
      headers: { cookie: learner, 'content-type': 'application/json' },
      body: JSON.stringify({ ...answers, [field]: value }),
    });
    expect(response.status).toBe(400);
    const { error } = errorEnvelopeSchema.parse(await response.json());
    expect(error.code).toBe('INVALID_TEXT');
    expect(error.details).toEqual([{ path: field, message: expect.stringContaining('must not contain') as string }]);
    const stored = await fetch(`${server.url}/api/onboarding`, { headers: { cookie: learner } });
    expect(await stored.json()).toBeNull();
  });
});

import { TOTAL_ONBOARDING_STEPS } from '@academy/rules/learning';
import { act, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPageHook, signedIn, signedOut, stubFetch } from '@academy/web-kit/testing';
import { onboardingRecord } from '../../../test/learner-fixtures.ts';
import { useOnboardingPage } from './use-onboarding-page.ts';

const submitEvent = { preventDefault: () => undefined } as FormEvent<HTMLFormElement>;

describe('useOnboardingPage', () => {
  it('keeps a step whose answers are missing, and lists what is missing only once the learner tries to go on', async () => {
    stubFetch({});
    const { result } = await renderPageHook(useOnboardingPage, { routePath: '/onboarding', auth: signedOut });
    await waitFor(() => expect(result.current.step).toBe(1));
    expect(result.current.valid).toBe(false);
    expect(result.current.missing).toEqual([]);
    act(() => result.current.submit(submitEvent));
    expect(result.current.step).toBe(1);
    expect(result.current.missing.length).toBeGreaterThan(0);
    act(() => {
      result.current.change('businessType', onboardingRecord.businessType);
      result.current.change('industryExperience', onboardingRecord.industryExperience);
      result.current.change('aiExperience', onboardingRecord.aiExperience);
    });
    expect(result.current.valid).toBe(true);
    act(() => result.current.submit(submitEvent));
    expect(result.current.step).toBe(2);
  });

  it('fills an untouched form with the answers on record, says when they were saved, and goes through every step with them', async () => {
    stubFetch({ 'GET /api/onboarding': { body: onboardingRecord } });
    const { result } = await renderPageHook(useOnboardingPage, { routePath: '/onboarding', auth: signedIn });
    await waitFor(() => expect(result.current.recordSavedAt).toBe(onboardingRecord.completedAt));
    expect(result.current.draft).toMatchObject({ businessName: 'Crumb & Co', email: 'ada@example.com' });
    for (let step = 1; step < TOTAL_ONBOARDING_STEPS; step += 1) act(() => result.current.submit(submitEvent));
    expect(result.current).toMatchObject({ step: TOTAL_ONBOARDING_STEPS, last: true, valid: true, phase: 'editing' });
  });
});

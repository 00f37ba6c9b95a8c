import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_STORAGE_KEY, OnboardingBanner } from './onboarding-banner.tsx';

describe('OnboardingBanner', () => {
  it('without saved onboarding answers, shows nothing', () => {
    render(<OnboardingBanner />);
    expect(screen.queryByText('Your AI Journey is Ready!')).not.toBeInTheDocument();
  });

  it('with saved onboarding answers, greets the visitor by name until dismissed', async () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ firstName: 'Grace', businessType: 'saas' }));
    render(<OnboardingBanner />);
    expect(screen.getByRole('heading', { name: 'Your AI Journey is Ready!' })).toBeInTheDocument();
    expect(screen.getByText(/Grace, your personalised learning path/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your AI Journey is Ready!')).not.toBeInTheDocument();
  });

  it('ignores saved data that is not onboarding answers', () => {
    localStorage.setItem(ONBOARDING_STORAGE_KEY, 'not json');
    render(<OnboardingBanner />);
    expect(screen.queryByText('Your AI Journey is Ready!')).not.toBeInTheDocument();
  });
});

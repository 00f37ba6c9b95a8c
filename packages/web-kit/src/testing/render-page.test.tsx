import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, useParams } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { useAuth, usePlatform } from '../platform/platform.tsx';
import { learner, renderPage, signedOut } from './render-page.tsx';

function ModuleProbe() {
  const auth = useAuth();
  const platform = usePlatform();
  const { id } = useParams({ strict: false });
  const navigate = useNavigate();
  return (
    <div>
      <p>Module {id}</p>
      <p>{auth.user ? auth.user.email : auth.status}</p>
      <button type="button" onClick={() => platform.toast({ title: 'Saved' })}>
        Toast
      </button>
      <button type="button" onClick={() => void navigate({ to: '/courses' })}>
        Courses
      </button>
    </div>
  );
}

describe('renderPage', () => {
  it('opens the URL on the route path with the learner signed in and a fake platform', async () => {
    const { platform } = renderPage(ModuleProbe, { routePath: '/module/$id', url: '/module/7' });

    expect(await screen.findByText('Module 7')).toBeInTheDocument();
    expect(screen.getByText(learner.email)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toast' }));
    expect(platform.toast).toHaveBeenCalledWith({ title: 'Saved' });
  });

  it('shows where a navigation away from the page landed', async () => {
    const { router } = renderPage(ModuleProbe, { routePath: '/module/$id', url: '/module/7', auth: signedOut });

    expect(await screen.findByText('unauthenticated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Courses' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/courses');
    expect(router.state.location.pathname).toBe('/courses');
  });
});

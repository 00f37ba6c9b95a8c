import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBox } from './error-box.tsx';

describe('ErrorBox', () => {
  it('announces the title and message as an alert', () => {
    render(<ErrorBox title="Could not load your courses" message="503: Service Unavailable" />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load your courses');
    expect(alert).toHaveTextContent('503: Service Unavailable');
  });

  it('when given onRetry, calls it when Retry is pressed', async () => {
    const onRetry = vi.fn();
    render(<ErrorBox title="Could not load" onRetry={onRetry} />);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('without onRetry, shows no Retry button', () => {
    render(<ErrorBox title="Could not load" />);

    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});

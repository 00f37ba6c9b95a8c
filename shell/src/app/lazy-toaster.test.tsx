import { createToastStore } from '@academy/ui';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToaster } from './lazy-toaster.tsx';

describe('LazyToaster', () => {
  it('renders no toast area until the first toast, then shows that toast in it', async () => {
    const store = createToastStore();
    render(<LazyToaster store={store} />);

    expect(screen.queryByRole('region', { name: /notifications/i })).not.toBeInTheDocument();

    act(() => {
      store.toast({ title: 'Progress saved', description: 'Module 1 is complete.' });
    });

    expect(await screen.findByText('Progress saved')).toBeInTheDocument();
    expect(screen.getByText('Module 1 is complete.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /notifications/i })).toBeInTheDocument();
  });
});

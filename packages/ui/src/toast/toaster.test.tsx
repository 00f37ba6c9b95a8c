import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION, TOAST_LIMIT, TOAST_REMOVE_DELAY, createToastStore } from './toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the platform constants: one toast at a time, 5000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION).toBe(5000);
  });

  it('shows the title and description inside the notifications region', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);

    act(() => {
      store.toast({ title: 'Assessment Complete!', description: 'Your results are saved.' });
    });

    const region = screen.getByRole('region', { name: /notification/i });
    expect(region).toHaveTextContent('Assessment Complete!');
    expect(region).toHaveTextContent('Your results are saved.');
  });

  it('when a second toast is shown, replaces the first', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);

    act(() => {
      store.toast({ title: 'First notice' });
    });
    act(() => {
      store.toast({ title: 'Second notice' });
    });

    expect(screen.getByText('Second notice')).toBeInTheDocument();
    expect(screen.queryByText('First notice')).not.toBeInTheDocument();
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('closes a toast after 5000 ms and then removes it from the store', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);

    act(() => {
      store.toast({ title: 'Saved' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 1);
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(store.getSnapshot()[0]?.open).toBe(false);

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
    });
    expect(store.getSnapshot()).toEqual([]);
  });

  it('honours a custom duration', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);

    act(() => {
      store.toast({ title: 'Quick note', duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });

    expect(screen.queryByText('Quick note')).not.toBeInTheDocument();
  });

  it('marks a destructive toast so it is styled and announced as urgent', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);

    act(() => {
      store.toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    });

    const item = screen.getByText('Unauthorized').closest('li');
    expect(item).toHaveAttribute('data-variant', 'destructive');
    expect(item).toHaveClass('bg-destructive');
  });

  it('lets long unbroken text wrap inside the toast instead of overflowing it', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    const unbroken = `https://academy.example/${'a'.repeat(200)}`;

    act(() => {
      store.toast({ title: unbroken, description: `Reference ${'x'.repeat(200)}` });
    });

    const text = screen.getByText(unbroken).parentElement;
    expect(text).toHaveAttribute('data-slot', 'toast-text');
    expect(text).toHaveClass('min-w-0', 'wrap-anywhere');
  });

  it('closes when the close button is pressed', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.toast({ title: 'Closable' });
    });

    act(() => {
      screen.getByRole('button', { name: 'Close notification' }).click();
    });

    expect(screen.queryByText('Closable')).not.toBeInTheDocument();
  });
});

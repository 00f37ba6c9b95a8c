import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Progress } from './progress.tsx';

describe('Progress', () => {
  it('exposes its value to assistive technology', () => {
    render(<Progress value={40} aria-label="Module progress" />);

    const bar = screen.getByRole('progressbar', { name: 'Module progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
  });

  it('moves the indicator by the missing percentage', () => {
    render(<Progress value={65} aria-label="Overall" indicatorClassName="bg-success" />);

    const indicator = screen.getByRole('progressbar', { name: 'Overall' }).firstElementChild;
    expect(indicator).toHaveStyle({ transform: 'translateX(-35%)' });
    expect(indicator).toHaveClass('bg-success');
  });

  it('clamps values outside 0-100 and treats a missing value as 0', () => {
    const { rerender } = render(<Progress value={140} aria-label="Clamped" />);
    expect(screen.getByRole('progressbar', { name: 'Clamped' })).toHaveAttribute('aria-valuenow', '100');

    rerender(<Progress value={-5} aria-label="Clamped" />);
    expect(screen.getByRole('progressbar', { name: 'Clamped' })).toHaveAttribute('aria-valuenow', '0');

    rerender(<Progress value={null} aria-label="Clamped" />);
    expect(screen.getByRole('progressbar', { name: 'Clamped' })).toHaveAttribute('aria-valuenow', '0');
  });
});

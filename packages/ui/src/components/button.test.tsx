import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a type=button by default so it never submits a form by accident', () => {
    render(<Button>Save</Button>);

    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('with asChild, renders its child link with the button classes', () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="/pricing">View Pricing</a>
      </Button>,
    );

    const link = screen.getByRole('link', { name: 'View Pricing' });
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link).toHaveClass('border-input', 'h-12');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets a passed className override a conflicting default class', () => {
    render(
      <Button size="lg" className="h-9 rounded-full bg-success">
        Enrol
      </Button>,
    );

    const button = screen.getByRole('button', { name: 'Enrol' });
    expect(button).toHaveClass('h-9', 'rounded-full', 'bg-success', 'px-6');
    expect(button).not.toHaveClass('h-12');
    expect(button).not.toHaveClass('rounded-lg');
    expect(button).not.toHaveClass('bg-primary');
  });
});

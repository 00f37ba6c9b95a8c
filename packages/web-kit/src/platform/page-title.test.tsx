import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './page-title.ts';

function RouteTitle({ children }: { children: React.ReactNode }) {
  // What the shell does for every remote route: the route's generic title, in a layout effect.
  useLayoutEffect(() => {
    document.title = pageTitle('Module');
  }, []);
  return children;
}

function ModuleTitle({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('wins over the route title set by the shell in the same render', () => {
    render(
      <RouteTitle>
        <ModuleTitle title="AI-Powered Customer Acquisition Strategies" />
      </RouteTitle>,
    );
    expect(document.title).toBe('AI-Powered Customer Acquisition Strategies · AI Business Academy');
  });

  it('follows the page when its title changes, and leaves the title alone while it is unknown', () => {
    document.title = pageTitle('Module');
    const view = render(<ModuleTitle title={undefined} />);
    expect(document.title).toBe('Module · AI Business Academy');
    view.rerender(<ModuleTitle title="Module not found" />);
    expect(document.title).toBe('Module not found · AI Business Academy');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell, stubFetch } from '../../test/render-shell.tsx';
import { renderLandingMarkup } from './render-landing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The element tree (tags and children, no attributes): what the static page and the app must share. */
function shape(element: Element): string {
  return `${element.tagName.toLowerCase()}(${[...element.children].map(shape).join(',')})`;
}

describe('renderLandingMarkup', () => {
  it("renders a visitor's landing page in the frame, with the mentor's button", async () => {
    const prerendered = document.createElement('div');
    prerendered.innerHTML = await renderLandingMarkup();
    document.body.append(prerendered);

    expect(screen.getByRole('heading', { level: 1, name: 'Master AI for Business Success' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2024');
    expect(screen.getByRole('button', { name: 'Open AI Learning Mentor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    prerendered.remove();
  });

  it('is element for element what the app first renders for a visitor, so focus and a press carry over', async () => {
    const markup = await renderLandingMarkup();
    stubFetch(null);
    const { container } = renderShell({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Master AI for Business Success' });
    await screen.findByRole('button', { name: 'Open AI Learning Mentor' });

    const prerendered = document.createElement('div');
    prerendered.innerHTML = markup;
    expect(shape(prerendered)).toBe(shape(container));
  });
});

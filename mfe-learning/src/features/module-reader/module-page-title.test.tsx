import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubFetch } from '@academy/web-kit/testing';
import { fakeLearningService } from '../../test/learning-service-fake.ts';
import { modules } from '../../test/modules-fixture.ts';
import { ModulePage } from './module-page.tsx';

function openModule(id: number) {
  stubFetch(fakeLearningService(modules, []).routes);
  renderPage(ModulePage, { routePath: '/module/$id', url: `/module/${id}` });
}

describe('ModulePage titles (WCAG 2.4.2, 1.3.1)', () => {
  it("names the browser tab after the module, not the route's generic 'Module'", async () => {
    document.title = 'Module · AI Business Academy';
    openModule(1);
    await screen.findByRole('heading', { level: 1, name: 'AI-Powered Customer Acquisition Strategies' });
    expect(document.title).toBe('AI-Powered Customer Acquisition Strategies · AI Business Academy');
  });

  it('for an unknown module, has its own tab title and a level-1 heading', async () => {
    document.title = 'Module · AI Business Academy';
    openModule(99);
    expect(await screen.findByRole('heading', { level: 1, name: 'Module Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Module not found · AI Business Academy');
  });
});

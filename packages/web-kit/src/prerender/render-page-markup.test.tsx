import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuth, usePlatform } from '../platform/platform.tsx';
import type { RemoteRoute } from '../routes/remote-app.ts';
import { firstViews } from '../testing/first-view.tsx';
import { renderPageMarkup } from './render-page-markup.tsx';

function Catalogue() {
  const auth = useAuth();
  const content = useQuery<string[]>({ queryKey: ['/api/catalogue'] });
  const mine = useQuery<string[]>({ queryKey: ['/api/mine'] });
  return (
    <section>
      <h1>Catalogue</h1>
      <p>{auth.status === 'authenticated' ? `Signed in${auth.user?.firstName ? ` as ${auth.user.firstName}` : ''}` : 'Have an account? Sign in'}</p>
      <ul>
        {content.data?.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {mine.isPending ? <div className="animate-pulse h-6" /> : <p>{mine.data?.length} of yours</p>}
      <Link to="/module/$id" params={{ id: '2' }}>
        Module 2
      </Link>
    </section>
  );
}

const catalogue: RemoteRoute = { path: '/catalogue', access: 'public', title: 'Catalogue', component: Catalogue };
const seed = (client: QueryClient) => client.setQueryData(['/api/catalogue'], ['Prompting', 'Automation']);

describe('renderPageMarkup', () => {
  it("draws the page for a visitor with the seeded content, the user's parts as placeholders and real links", async () => {
    const markup = await renderPageMarkup({ route: catalogue, audience: 'visitor', seed });
    const holder = document.createElement('div');
    holder.innerHTML = markup;
    expect(holder.querySelector('h1')?.textContent).toBe('Catalogue');
    expect(holder.textContent).toContain('Have an account? Sign in');
    expect([...holder.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['Prompting', 'Automation']);
    expect(holder.querySelectorAll('.animate-pulse')).toHaveLength(1);
    expect(holder.querySelector('a')?.getAttribute('href')).toBe('/module/2');
    expect(markup).not.toMatch(/<script/i);
  });

  it("draws it for a member without anybody's name", async () => {
    const holder = document.createElement('div');
    holder.innerHTML = await renderPageMarkup({ route: catalogue, audience: 'member', seed });
    expect(holder.querySelector('p')?.textContent).toBe('Signed in');
  });

  it('draws a route with a parameter for the path asked, and refuses a path of another route', async () => {
    function Module() {
      return <h1>Module page</h1>;
    }
    const route: RemoteRoute = { path: '/module/$id', access: 'signed-in', title: 'Module', component: Module };
    expect(await renderPageMarkup({ route, url: '/module/3', audience: 'member' })).toContain('Module page');
    await expect(renderPageMarkup({ route, url: '/courses', audience: 'member' })).rejects.toThrow('/courses is not a path of the route /module/$id');
  });

  it('fails the build when the page acts on the platform while rendering', async () => {
    function Pushy() {
      usePlatform().toast({ title: 'Hello' });
      return null;
    }
    await expect(renderPageMarkup({ route: { ...catalogue, component: Pushy }, audience: 'visitor' })).rejects.toThrow('cannot show a toast');
  });
});

describe('firstViews', () => {
  it("holds the prerendered page to the app's render in the same state", async () => {
    const views = await firstViews({ route: catalogue, audience: 'visitor', seed });
    expect(views.app).toBe(views.prerendered);
    expect(views.app).toContain('<li> Prompting');
  });

  it('tells them apart when the app draws something else', async () => {
    function Drifting() {
      const [mounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return <p>{mounted ? 'in the browser' : 'on the server'}</p>;
    }
    const views = await firstViews({ route: { ...catalogue, component: Drifting }, audience: 'visitor' });
    expect(views.app).not.toBe(views.prerendered);
  });
});

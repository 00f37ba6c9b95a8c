import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { eventSubscribersOf } from '@academy/contracts';
import { parseSubscribers } from '@academy/service-kit';
import { defaultServicePorts, repoRoot, serviceNames } from '../src/index.ts';

describe('event subscriptions', () => {
  it('are the same in docker-compose.yml as the contracts declare (and npm start gives), addressed by compose service name', async () => {
    const compose = parse(await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as {
      services: Record<string, { environment: Record<string, string> }>;
    };
    for (const name of serviceNames) {
      const environment = compose.services[name]?.environment ?? {};
      const subscribers = parseSubscribers(environment.EVENT_SUBSCRIBERS);
      // The relay delivers to each subscriber on its own, so their order does not matter.
      const expected = eventSubscribersOf(name).map((to) => ({ name: to, url: `http://${to}:${defaultServicePorts[to]}` }));
      expect(
        [...subscribers].sort((a, b) => a.name.localeCompare(b.name)),
        name,
      ).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
      expect(environment.INTERNAL_EVENTS_TOKEN, name).toContain('INTERNAL_EVENTS_TOKEN');
    }
  });

  it('only name services that receive events', () => {
    const receivers = new Set(serviceNames.flatMap(eventSubscribersOf));
    expect([...receivers].sort()).toEqual(['backoffice', 'commerce', 'learning', 'tools']);
  });
});

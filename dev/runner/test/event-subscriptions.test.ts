import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseSubscribers } from '@academy/service-kit';
import { defaultServicePorts, repoRoot, serviceNames } from '../src/index.ts';
import { eventSubscriptions } from '../src/platform.ts';

describe('event subscriptions', () => {
  it('are the same in docker-compose.yml as in npm start, addressed by compose service name', async () => {
    const compose = parse(await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8')) as { services: Record<string, { environment: Record<string, string> }> };
    for (const name of serviceNames) {
      const environment = compose.services[name]?.environment ?? {};
      const subscribers = parseSubscribers(environment.EVENT_SUBSCRIBERS);
      expect(subscribers.map((s) => s.name), name).toEqual(eventSubscriptions[name]);
      expect(subscribers.map((s) => s.url), name).toEqual(eventSubscriptions[name].map((to) => `http://${to}:${defaultServicePorts[to]}`));
      expect(environment.INTERNAL_EVENTS_TOKEN, name).toContain('INTERNAL_EVENTS_TOKEN');
    }
  });

  it('only name services that receive events', () => {
    const receivers = new Set(Object.values(eventSubscriptions).flat());
    expect([...receivers].sort()).toEqual(['backoffice', 'commerce', 'learning', 'tools']);
  });
});

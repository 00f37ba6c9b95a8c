import { routesOutsideOwnership } from '@academy/web-kit/testing';
import { describe, expect, it } from 'vitest';
import { app } from './app.ts';

describe('the learning remote descriptor', () => {
  it('provides only paths the route table gives this slice, with the same access', () => {
    expect(app.appId).toBe('learning');
    expect(routesOutsideOwnership(app)).toEqual([]);
  });
});

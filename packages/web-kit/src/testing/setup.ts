/**
 * Vitest setup for the front ends' UI tests (jsdom): import it from a workspace's setup file.
 * After each test: unmounts what was rendered, restores mocks and stubbed globals, clears
 * localStorage, and fails the test if anything (a React warning, a failed request logged) called
 * console.error.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy* and waitFor wait for what they look for up to 15 s (Testing Library's default is 1 s): a
// whole page rendering on a busy machine takes longer than that, and they still end as soon as it is there.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: the router's scroll restoration calls scrollTo, which is a no-op here.
window.scrollTo = () => undefined;

let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test:\n${consoleErrors.join('\n')}`);
  }
});

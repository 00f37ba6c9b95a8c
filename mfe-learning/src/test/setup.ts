import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// jsdom has no layout: the router's scroll restoration calls scrollTo, which is a no-op here.
window.scrollTo = () => undefined;

/** Any console.error during a test (a React warning, a failed request logged) fails that test. */
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
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

import { describe, expect, it } from 'vitest';
import { sharedPackages, sharedSingletons, startupPackages } from './shared-singletons.ts';

const dependencies = {
  '@academy/contracts': '0.1.0',
  '@academy/ui': '0.1.0',
  '@academy/web-kit': '0.1.0',
  '@tanstack/react-query': '^5.90.0',
  '@tanstack/react-router': '^1.130.0',
  react: '^19.2.0',
  'react-dom': '^19.2.1',
};

describe('sharedSingletons', () => {
  it('shares every platform package as a non-strict singleton at the front end’s own version range', () => {
    expect(sharedSingletons(dependencies)).toEqual({
      react: { singleton: true, requiredVersion: '^19.2.0', strictVersion: false },
      'react-dom': { singleton: true, requiredVersion: '^19.2.1', strictVersion: false },
      'react/jsx-runtime': { singleton: true, requiredVersion: '^19.2.0', strictVersion: false },
      'react/jsx-dev-runtime': { singleton: true, requiredVersion: '^19.2.0', strictVersion: false },
      '@tanstack/react-router': { singleton: true, requiredVersion: '^1.130.0', strictVersion: false },
      '@tanstack/react-query': { singleton: true, requiredVersion: '^5.90.0', strictVersion: false },
      '@academy/ui': { singleton: true, requiredVersion: '0.1.0', strictVersion: false },
      '@academy/ui/dialog': { singleton: true, requiredVersion: '0.1.0', strictVersion: false },
      '@academy/ui/dropdown-menu': { singleton: true, requiredVersion: '0.1.0', strictVersion: false },
      '@academy/ui/select': { singleton: true, requiredVersion: '0.1.0', strictVersion: false },
      '@academy/ui/tabs': { singleton: true, requiredVersion: '0.1.0', strictVersion: false },
      '@academy/ui/toaster': { singleton: true, requiredVersion: '0.1.0', strictVersion: false },
      '@academy/web-kit': { singleton: true, requiredVersion: '0.1.0', strictVersion: false },
      '@academy/contracts': { singleton: true, requiredVersion: '0.1.0', strictVersion: false },
    });
    expect(Object.keys(sharedSingletons(dependencies))).toEqual([...sharedPackages]);
  });

  it('when a shared package is missing from the dependencies, names it', () => {
    const { '@tanstack/react-query': _omitted, ...withoutQuery } = dependencies;

    expect(() => sharedSingletons(withoutQuery)).toThrow(/@tanstack\/react-query/);
  });
});

describe('eager start-up packages', () => {
  it('marks only the named packages eager', () => {
    const shared = sharedSingletons(dependencies, { eager: startupPackages });

    expect(
      Object.entries(shared)
        .filter(([, share]) => share.eager)
        .map(([name]) => name),
    ).toEqual([...startupPackages]);
    expect(shared['@academy/ui/dialog'].eager).toBeUndefined();
    expect(Object.values(sharedSingletons(dependencies)).some((share) => share.eager)).toBe(false);
  });
});

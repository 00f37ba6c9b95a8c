/**
 * The packages every front end shares through Module Federation, one instance per page: the shell
 * provides them and a remote uses the shell's copy (falling back to its own when it runs alone).
 * The ui kit is shared as several entries: its light main entry (cn, buttons, cards, the toast
 * store), and each Radix-heavy group on its own, so a page loads only the groups it imports.
 * The contracts (and the part of zod they use) are shared too: the shell validates the sign-in
 * answer and every remote its API answers with them, and one copy per page is smaller than a copy
 * in the shell and another in the remote. zod itself is not shared (a shared package is not
 * tree-shaken: all of zod is 87 KB); the front ends reach it only through the contracts, which use
 * its tree-shaken build (zod/mini: the part they use is about 12 KB gzip).
 */
export const sharedPackages = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@tanstack/react-router',
  '@tanstack/react-query',
  '@academy/ui',
  '@academy/ui/dialog',
  '@academy/ui/dropdown-menu',
  '@academy/ui/select',
  '@academy/ui/tabs',
  '@academy/ui/toaster',
  '@academy/web-kit',
  '@academy/contracts',
] as const;

export type SharedPackage = (typeof sharedPackages)[number];

/**
 * The shared packages every page of the app runs at start-up (not the ui kit's groups, which pages
 * load when they need them). The shell bundles these eagerly, into the scripts its page lists, so
 * the boot script requests them all at once; shared lazily, they were found by the federation
 * runtime only after the shell's entry had downloaded and run, a round trip and its run time later.
 * The remotes use the shell's copies as before.
 */
export const startupPackages = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@tanstack/react-router',
  '@tanstack/react-query',
  '@academy/ui',
  '@academy/web-kit',
  '@academy/contracts',
] as const satisfies readonly SharedPackage[];

export interface SingletonShare {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
  /** In the front end's own first scripts rather than loaded when first used (the shell's start-up packages). */
  eager?: true;
}

/** The package a shared import belongs to: 'react' for 'react/jsx-runtime', the scope and name for '@scope/name/x'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The Module Federation `shared` map of a front end: every shared package as a singleton whose
 * required version is the range in the front end's own package.json `dependencies`
 * (strictVersion false: a mismatch warns rather than fails). `eager` names those bundled into the
 * front end's first scripts (the shell's `startupPackages`).
 */
export function sharedSingletons(
  dependencies: Readonly<Record<string, string>>,
  options: { eager?: readonly SharedPackage[] } = {},
): Record<SharedPackage, SingletonShare> {
  const eager = new Set<string>(options.eager ?? []);
  const entries = sharedPackages.map((specifier) => {
    const requiredVersion = dependencies[packageOf(specifier)];
    if (requiredVersion === undefined) {
      throw new Error(`A front end shares ${specifier} through Module Federation, so its package.json must list ${packageOf(specifier)} in dependencies`);
    }
    const share: SingletonShare = { singleton: true, requiredVersion, strictVersion: false, ...(eager.has(specifier) ? { eager: true as const } : {}) };
    return [specifier, share] as const;
  });
  return Object.fromEntries(entries) as Record<SharedPackage, SingletonShare>;
}

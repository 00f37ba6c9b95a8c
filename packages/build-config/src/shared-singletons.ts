/**
 * The packages every front end shares through Module Federation, one instance per page: the shell
 * provides them and a remote uses the shell's copy (falling back to its own when it runs alone).
 * The ui kit is shared as several entries: its light main entry (cn, buttons, cards, the toast
 * store), and each Radix-heavy group on its own, so a page loads only the groups it imports.
 * The contracts (and the part of zod they use) are shared too: the shell validates the sign-in
 * answer and every remote its API answers with them, and one copy is 27 KB gzip less per page than
 * a copy in the shell and another in the remote. zod itself is not shared (a shared package is
 * not tree-shaken: all of zod is 87 KB); the front ends reach it only through the contracts.
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

export interface SingletonShare {
  singleton: true;
  requiredVersion: string;
  strictVersion: false;
}

/** The package a shared import belongs to: 'react' for 'react/jsx-runtime', the scope and name for '@scope/name/x'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The Module Federation `shared` map of a front end: every shared package as a singleton whose
 * required version is the range in the front end's own package.json `dependencies`
 * (strictVersion false: a mismatch warns rather than fails).
 */
export function sharedSingletons(dependencies: Readonly<Record<string, string>>): Record<SharedPackage, SingletonShare> {
  const entries = sharedPackages.map((specifier) => {
    const requiredVersion = dependencies[packageOf(specifier)];
    if (requiredVersion === undefined) {
      throw new Error(`A front end shares ${specifier} through Module Federation, so its package.json must list ${packageOf(specifier)} in dependencies`);
    }
    return [specifier, { singleton: true, requiredVersion, strictVersion: false }] as const;
  });
  return Object.fromEntries(entries) as Record<SharedPackage, SingletonShare>;
}

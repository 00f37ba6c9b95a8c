// ESLint (flat config) for the whole repository: the code habits of STYLE.md that a machine can
// check. Which folder may import which is dependency-cruiser's job (.dependency-cruiser.cjs);
// `npm run lint` runs both. Kept as plain JavaScript so the linter needs no loader to read it.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Use cases write through repositories: a query builder's write call in `domain/` is the sign of
 * a use case reaching past its repository to drizzle. Matches `tx.insert(...)`, `db.update(...)`,
 * `this.db.delete(...)` and the like.
 */
export const domainWriteSelector =
  "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(insert|update|delete|execute)$/][callee.object.name=/^(tx|db|trx|database)$/]";
const domainWriteSelectorOnMember =
  "CallExpression[callee.type='MemberExpression'][callee.property.name=/^(insert|update|delete|execute)$/][callee.object.type='MemberExpression'][callee.object.property.name=/^(tx|db|trx|database)$/]";

const domainWriteRule = [
  'error',
  {
    selector: domainWriteSelector,
    message: 'Use cases write through repositories: move this write into a repository in data/ (STYLE: no tx.insert in domain/).',
  },
  {
    selector: domainWriteSelectorOnMember,
    message: 'Use cases write through repositories: move this write into a repository in data/ (STYLE: no tx.insert in domain/).',
  },
];

/**
 * Route files register routes only through the service kit's route(router, operation, ...), so
 * the method and path come from the operation tables in @academy/contracts (which the OpenAPI
 * document is built from). Matches `router.get('/api/x', handler)`, `app.post(...)` and the like
 * with a path and at least one handler (`app.get('trust proxy')` reads a setting and is left alone).
 */
export const routeRegistrationSelector =
  "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(router|app|[A-Za-z]+Router)$/][callee.property.name=/^(get|post|put|patch|delete|all)$/][arguments.1]";

const routeRegistrationRule = {
  selector: routeRegistrationSelector,
  message:
    'Register routes with route(router, <slice>Operations.<name>, ...) from @academy/service-kit: the method and path come from the operation in @academy/contracts.',
};

/** Every request and response schema lives in @academy/contracts; a route file imports zod for types at most. */
const routeFileZodRule = [
  'error',
  {
    paths: [
      {
        name: 'zod',
        allowTypeImports: true,
        message: 'Route files declare no zod schema: put it in @academy/contracts (one schema per request and response) and import it from there.',
      },
    ],
    patterns: [{ group: ['zod/*'], allowTypeImports: true, message: 'Route files declare no zod schema: put it in @academy/contracts.' }],
  },
];

/**
 * A service's server.ts is one defineService(...) declaration (docs/decisions/037-one-service-assembly.md):
 * the pieces the kit assembles a service from are not imported there, so no server is hand-built again.
 */
const serverFileRule = [
  'error',
  {
    paths: [
      ...routeFileZodRule[1].paths,
      {
        name: '@academy/service-kit',
        importNames: [
          'createServiceApp',
          'listen',
          'createDatabase',
          'createOutboxRelay',
          'createIdentityClient',
          'createAccessRefusals',
          'eventsRouter',
          'createLogger',
        ],
        message:
          'A server.ts declares its service with defineService from @academy/service-kit, which makes the app, database, identity client, relay and start (decision 037).',
      },
    ],
    patterns: routeFileZodRule[1].patterns,
  },
];

const defaultExportRule = {
  selector: 'ExportDefaultDeclaration',
  message: 'Named exports only (STYLE.md); a default export is kept only where a tool asks for one (config files).',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**', 'scripts/lint/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'no-restricted-syntax': ['error', defaultExportRule],
      // Matching control characters is the point where it is used: stripping ANSI colours from
      // output, refusing control characters in a redirect target.
      'no-control-regex': 'off',
      // A variable set once after a closure that reads it is late binding, not a missed const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Tools that load these files ask for a default export.
    files: ['**/*.config.{ts,js,mjs,cjs}', '**/global-setup.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['services/*/src/domain/**/*.ts'],
    rules: { 'no-restricted-syntax': [...domainWriteRule, defaultExportRule] },
  },
  {
    files: ['services/*/src/http/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': routeFileZodRule,
      'no-restricted-syntax': ['error', routeRegistrationRule, defaultExportRule],
    },
  },
  {
    files: ['services/*/src/http/server.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': serverFileRule },
  },
);

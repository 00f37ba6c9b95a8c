import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * `npm run typecheck` checks the whole repository in two programs (tsconfig.check-node.json and
 * tsconfig.check-web.json) so that a shared package is checked once, not once per workspace that
 * imports it. Every file a workspace's own tsconfig.json checks must be in one of the two, with
 * options at least as strict, or a workspace could fall out of `npm test` unnoticed.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function program(configPath: string): { files: Set<string>; options: ts.CompilerOptions } {
  const read = ts.readConfigFile(configPath, (file) => ts.sys.readFile(file));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configPath));
  return { files: new Set(parsed.fileNames.map((f) => path.resolve(f))), options: parsed.options };
}

function workspaceConfigs(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] };
  return manifest.workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*') ? readdirSync(path.join(repoRoot, pattern.slice(0, -2))).map((name) => path.join(pattern.slice(0, -2), name)) : [pattern],
    )
    .map((dir) => path.join(repoRoot, dir, 'tsconfig.json'))
    .filter((file) => existsSync(file));
}

const strictness = ['strict', 'noUncheckedIndexedAccess', 'noImplicitOverride', 'verbatimModuleSyntax', 'isolatedModules'] as const;

describe('the two type-check programs', () => {
  const node = program(path.join(repoRoot, 'tsconfig.check-node.json'));
  const web = program(path.join(repoRoot, 'tsconfig.check-web.json'));

  it('are run by the root typecheck script', () => {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(manifest.scripts.typecheck).toContain('tsconfig.check-node.json');
    expect(manifest.scripts.typecheck).toContain('tsconfig.check-web.json');
  });

  it.each(workspaceConfigs().map((file) => [path.relative(repoRoot, path.dirname(file)), file]))(
    'cover every file %s checks, with options as strict',
    (_name, configPath) => {
      const own = program(configPath);
      expect(own.files.size).toBeGreaterThan(0);
      const missing = [...own.files].filter((file) => !node.files.has(file) && !web.files.has(file));
      expect(missing.map((file) => path.relative(repoRoot, file))).toEqual([]);
      for (const combined of [node, web]) {
        for (const option of strictness) {
          if (own.options[option]) expect(combined.options[option], option).toBe(true);
        }
      }
    },
  );
});

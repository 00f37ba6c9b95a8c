import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { beforeAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const fixtures = path.join(here, 'fixtures');

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    return statSync(path.join(dir, name)).isDirectory() ? filesUnder(path.join(dir, name), relative) : [relative];
  });
}

let ruleNames: string[] = [];
let violations: IViolation[] = [];

beforeAll(async () => {
  const options = await extractDepcruiseOptions(path.join(repoRoot, '.dependency-cruiser.cjs'));
  ruleNames = (options.ruleSet?.forbidden ?? []).map((rule) => rule.name ?? '');
  const cwd = process.cwd();
  // dependency-cruiser reports paths relative to the working directory: cruise the fixtures as
  // if they were the repository root, so the rules' paths (^mfe-..., ^services/...) apply to them.
  process.chdir(fixtures);
  try {
    const result = await cruise(['.'], { ...options, outputType: 'json' });
    const output = (typeof result.output === 'string' ? JSON.parse(result.output) : result.output) as ICruiseResult;
    violations = output.summary.violations;
  } finally {
    process.chdir(cwd);
  }
});

const fixtureFiles = filesUnder(fixtures).filter((file) => file.endsWith('.ts'));
const breaking = fixtureFiles.filter((file) => path.basename(file).startsWith('breaks-'));
const allowed = fixtureFiles.filter((file) => path.basename(file).startsWith('allowed-'));

/** The files a violation is about: its source, and for a cycle every module on the cycle. */
function involved(violation: IViolation): string[] {
  return [violation.from, ...(violation.cycle ?? []).map((step) => step.name)];
}

/** `breaks-no-domain-to-http.use-case.ts` breaks `no-domain-to-http`; `-kit`/`-a` suffixes name variants. */
function ruleBrokenBy(file: string, names: readonly string[]): string | undefined {
  const stem = path
    .basename(file)
    .replace(/^breaks-/, '')
    .replace(/(\.use-case)?\.ts$/, '');
  return [...names].sort((a, b) => b.length - a.length).find((name) => stem === name || stem.startsWith(`${name}-`));
}

describe('the layer rules (.dependency-cruiser.cjs)', () => {
  it('has a fixture that breaks every rule', () => {
    const proven = new Set(breaking.map((file) => ruleBrokenBy(file, ruleNames)));
    expect(ruleNames.filter((name) => !proven.has(name))).toEqual([]);
  });

  it.each(breaking)('fails on %s', (file) => {
    const rule = ruleBrokenBy(file, ruleNames);
    expect(rule, `${file} names no rule`).toBeDefined();
    const found = violations.filter((violation) => violation.rule.name === rule && involved(violation).includes(file));
    expect(found.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)).not.toEqual([]);
    expect(found.every((violation) => violation.rule.severity === 'error')).toBe(true);
  });

  it.each(allowed)('passes %s', (file) => {
    expect(violations.filter((violation) => violation.from === file)).toEqual([]);
  });

  it('reports nothing on a file that breaks no rule', () => {
    const offenders = violations.filter((violation) => !involved(violation).some((file) => path.basename(file).startsWith('breaks-')));
    expect(offenders.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractsInStages } from '../src/start-up-stages.ts';

const source = (file: string) => readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
const reExported = [...source('index.ts').matchAll(/^export \* from '(\.\/[^']+)';$/gm)].map((match) => match[1]);
const staged = [...source('start-up-stages.ts').matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map((match) => match[1]);

describe('the contracts in start-up stages', () => {
  it('stages every module the main entry re-exports, in its order, and nothing else', () => {
    expect(reExported.length).toBeGreaterThan(30);
    expect(staged).toEqual(reExported);
    expect(contractsInStages).toHaveLength(reExported.length);
  });

  it('each stage evaluates one module of the contracts, the same one the main entry re-exports', async () => {
    const entry = await import('../src/index.ts');
    const common = (await contractsInStages[0]!()) as Record<string, unknown>;
    expect(Object.keys(common).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(common)) expect(entry[name as keyof typeof entry], name).toBe(value);
  });
});

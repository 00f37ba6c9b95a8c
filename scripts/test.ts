// `npm test`: every test the project has — lint (ESLint and the layer rules) and the tests of the
// lint rules, type checks, unit and component tests of every workspace (real PostgreSQL), and the
// browser journeys through nginx, on front-end builds made beside the suites.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@academy/runner';

interface Workspace {
  name: string;
  dir: string;
  scripts: Record<string, string>;
}

function workspaces(): Workspace[] {
  const dirs = [
    ...['packages', 'dev', 'services'].flatMap((parent) =>
      readdirSync(path.join(repoRoot, parent))
        .sort()
        .map((name) => path.join(parent, name)),
    ),
    'gateway',
    'deploy/kubernetes',
    'deploy/observability',
    'shell',
    'mfe-learning',
    'mfe-tools',
    'mfe-commerce',
    'mfe-backoffice',
  ];
  return dirs
    .filter((dir) => existsSync(path.join(repoRoot, dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> };
      return { name: manifest.name, dir, scripts: manifest.scripts ?? {} };
    });
}

const ANSI = /\u001b\[[0-9;]*m/g;
let passed = 0;
let failed = 0;
const failures: string[] = [];
const timings: Array<{ label: string; seconds: number; ok: boolean }> = [];
const excerpts: string[] = [];

/** What a failed step said about its failures, so the end of the output names them. */
function failureExcerpt(output: string): string {
  const lines = output.split('\n');
  // Vitest's failed tests, and errors thrown outside any test (an unhandled rejection fails the run too).
  const vitest = lines.findIndex((l) => /Failed Tests? \d+|Unhandled (Errors?|Rejection)/.test(l));
  if (vitest >= 0) {
    const end = lines.findIndex((l, i) => i > vitest && /^\s*Test Files\s/.test(l));
    return lines
      .slice(vitest, end > vitest ? end : undefined)
      .slice(0, 150)
      .join('\n');
  }
  const playwright = lines.findIndex((l) => /^\s+1\) /.test(l));
  if (playwright >= 0) return lines.slice(playwright).slice(0, 200).join('\n');
  return lines.slice(-80).join('\n');
}

type Counter = (output: string) => { passed: number; failed: number } | null;

/**
 * Runs one step. Alone, its output streams as it comes; beside others (`buffered`), it is printed
 * whole when the step ends, so the steps' lines do not interleave.
 */
function run(label: string, args: string[], count: Counter, buffered = false): Promise<boolean> {
  console.log(buffered ? `\n▷ ${label} (started)` : `\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    const collect = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (!buffered) stream.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('exit', (code) => {
      if (buffered) process.stdout.write(`\n▶ ${label}\n${output}`);
      const counted = count(output.replace(ANSI, ''));
      if (counted) {
        passed += counted.passed;
        failed += counted.failed;
      }
      // A step fails on its exit code, or on a failed test it reports even if it exits with 0.
      const ok = code === 0 && (!counted || counted.failed === 0);
      if (!ok) {
        failures.push(label);
        excerpts.push(`── ${label} ──\n${failureExcerpt(output.replace(ANSI, ''))}`);
        if (!counted || counted.failed === 0) failed += 1;
      }
      timings.push({ label, seconds: (Date.now() - started) / 1000, ok });
      resolve(ok);
    });
  });
}

const vitestCounts = (output: string) => {
  const line = output.split('\n').find((l) => /^\s*Tests\s+\d/.test(l));
  if (!line) return null;
  return { passed: Number(/(\d+) passed/.exec(line)?.[1] ?? 0), failed: Number(/(\d+) failed/.exec(line)?.[1] ?? 0) };
};
const playwrightCounts = (output: string) => {
  const p = /^\s*(\d+) passed/m.exec(output);
  const f = /^\s*(\d+) failed/m.exec(output);
  return p || f ? { passed: Number(p?.[1] ?? 0), failed: Number(f?.[1] ?? 0) } : null;
};

const only = process.argv.slice(2);
const all = workspaces();
const selected = only.length ? all.filter((w) => only.some((o) => w.name.includes(o) || w.dir.includes(o))) : all;

/** How many test files a workspace has: the larger suites start first, so the steps end together. */
function testFileCount(dir: string): number {
  const walk = (at: string): number =>
    readdirSync(at, { withFileTypes: true }).reduce((sum, entry) => {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return sum;
      if (entry.isDirectory()) return sum + walk(path.join(at, entry.name));
      return sum + (/\.test\.tsx?$/.test(entry.name) ? 1 : 0);
    }, 0);
  return walk(path.join(repoRoot, dir));
}

interface Step {
  label: string;
  args: string[];
  count: Counter;
  /** Streamed as it runs rather than printed whole at its end (the browser journeys: the longest step, and the last). */
  streamed?: boolean;
  /** Runs only once this resolves true; else it is counted as failed, with the reason. */
  after?: { ready: Promise<boolean>; reason: string };
}
const steps: Step[] = [];
const journeys = !only.length || only.includes('e2e');
// Every build the journeys use (the front ends at HEAD, the next tools version, the previous
// release's front ends): first, so that it is made while the suites run, not before the journeys.
let buildsMade: (ok: boolean) => void = () => undefined;
const buildsReady = new Promise<boolean>((resolve) => (buildsMade = resolve));
if (journeys) steps.push({ label: 'Front-end builds for the browser journeys', args: ['run', 'builds', '-w', '@academy/e2e'], count: () => null });
if (!only.length) steps.push({ label: 'Lint (ESLint and the layer rules)', args: ['run', 'lint'], count: () => null });
if (!only.length || only.includes('lint')) steps.push({ label: 'Tests: the lint rules', args: ['run', 'test:lint-rules'], count: vitestCounts });
if (!only.length) steps.push({ label: 'Type check (every workspace, in two programs)', args: ['run', 'typecheck'], count: () => null });
steps.push(
  ...selected
    .filter((workspace) => workspace.scripts.test)
    // The runner's few files each start whole platforms: it is the longest suite, so it goes first.
    .map((workspace) => ({ workspace, files: workspace.name === '@academy/runner' ? Infinity : testFileCount(workspace.dir) }))
    .sort((a, b) => b.files - a.files)
    .map(({ workspace }) => ({ label: `Tests: ${workspace.name}`, args: ['test', '-w', workspace.name], count: vitestCounts })),
);
// Last: they start as soon as a lane is free once every other step has started.
if (journeys) {
  steps.push({
    label: 'Browser journeys (e2e)',
    args: ['test', '-w', '@academy/e2e'],
    count: playwrightCounts,
    streamed: true,
    after: { ready: buildsReady, reason: 'their front-end builds failed (see the builds step)' },
  });
}
if (!journeys) buildsMade(true);

// Steps run TEST_CONCURRENCY at a time (default 2): much of a suite's time is spent waiting on
// PostgreSQL, processes and the network, which another suite's work fills.
const concurrency = Math.max(1, Math.floor(Number(process.env.TEST_CONCURRENCY ?? 2)) || 1);
const queue = [...steps];
await Promise.all(
  Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      if (step.after && !(await step.after.ready)) {
        console.log(`\n✗ ${step.label}: not run, ${step.after.reason}`);
        failures.push(step.label);
        failed += 1;
        continue;
      }
      const ok = await run(step.label, step.args, step.count, concurrency > 1 && !step.streamed);
      if (step.label === 'Front-end builds for the browser journeys') buildsMade(ok);
    }
  }),
);

console.log('\nTime per step:');
for (const t of timings) console.log(`  ${t.seconds.toFixed(0).padStart(5)} s  ${t.ok ? ' ' : '✗'} ${t.label}`);
if (excerpts.length) console.log(`\nWhat failed:\n${excerpts.join('\n\n')}`);
console.log(failures.length ? `\nFailed: ${failures.join(', ')}` : '\nEvery step passed.');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);

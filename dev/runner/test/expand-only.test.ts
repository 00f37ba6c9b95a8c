import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractingStatements } from '../src/expand-only.ts';
import { repoRoot } from '../src/paths.ts';

describe('a migration that contracts the schema', () => {
  it.each([
    ['ALTER TABLE "progress" DROP COLUMN "legacy";', 'drops a column'],
    ['DROP TABLE "streak_freezes" CASCADE;', 'drops a table'],
    ['ALTER TABLE "users" RENAME COLUMN "name" TO "full_name";', 'renames a table or column'],
    ['ALTER TABLE "orders" ALTER COLUMN "amount" SET DATA TYPE bigint;', "changes a column's type"],
    ['ALTER TABLE "orders" ALTER COLUMN "note" SET NOT NULL;', 'makes a column required'],
    ['ALTER TABLE "orders" ADD COLUMN "currency" text NOT NULL;', 'adds a required column without a default'],
  ])('is refused without saying so: %s', (sql, why) => {
    expect(contractingStatements(sql).map((found) => found.why)).toEqual([why]);
  });

  it('is accepted when a `-- contract:` line says the previous release no longer uses it', () => {
    expect(contractingStatements('-- contract: no release since 2026-11-26 reads "legacy"\nALTER TABLE "progress" DROP COLUMN "legacy";')).toEqual([]);
  });

  it.each([
    'CREATE TABLE "certificates" ("id" text PRIMARY KEY);',
    'ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT \'usd\' NOT NULL;',
    'ALTER TABLE "orders" ADD COLUMN "coupon" text;',
    'ALTER TABLE "quiz_attempts" ALTER COLUMN "score" DROP NOT NULL;',
    'CREATE INDEX "progress_user_idx" ON "progress" ("user_id");',
  ])('an expanding one passes: %s', (sql) => {
    expect(contractingStatements(sql)).toEqual([]);
  });

  it("finds the table a past release dropped (tools' streak freezes moved to learning, before releases were checked)", async () => {
    const sql = await readFile(path.join(repoRoot, 'services/tools/drizzle/0005_streak-freezes-to-learning.sql'), 'utf8');
    expect(contractingStatements(sql).map((found) => found.why)).toEqual(['drops a table']);
  });
});

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { subscriptionPlanSchema } from '@academy/contracts';
import type { NewPlanRow } from './schema.ts';

/** Reads content/plans.yaml, each entry checked against the plan contract. */
export async function loadSeedPlans(contentDir: string): Promise<NewPlanRow[]> {
  const file = path.join(contentDir, 'plans.yaml');
  const parsed = z.array(subscriptionPlanSchema).safeParse(parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

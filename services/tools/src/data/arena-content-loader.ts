import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { arenaActivityKindSchema, arenaSlugSchema, questCategories, questDifficulties } from '@academy/contracts';

const questSchema = z.strictObject({
  id: arenaSlugSchema,
  title: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().min(1),
  difficulty: z.enum(questDifficulties),
  category: z.enum(questCategories),
  activity: arenaActivityKindSchema,
  targetValue: z.number().int().positive(),
  xpReward: z.number().int().nonnegative(),
  gemReward: z.number().int().nonnegative(),
});
export type QuestDefinition = z.infer<typeof questSchema>;

const challengeSchema = z.strictObject({
  id: arenaSlugSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  icon: z.string().min(1),
  duration: z.number().int().positive().max(90),
  requirements: z.array(z.string().min(1)).min(1),
  activity: arenaActivityKindSchema,
  targetScore: z.number().int().positive(),
  xpReward: z.number().int().nonnegative(),
  xpMultiplier: z.number().positive().max(10),
  gemReward: z.number().int().nonnegative(),
  minLevel: z.number().int().min(1),
});
export type ChallengeDefinition = z.infer<typeof challengeSchema>;

const fileSchema = z.strictObject({ quests: z.array(questSchema), challenges: z.array(challengeSchema) });

export interface ArenaContent {
  quests: readonly QuestDefinition[];
  challenges: readonly ChallengeDefinition[];
}

/** Reads content/arena.yaml; a malformed entry or an id given twice stops the start, naming it. */
export async function loadArenaContent(contentDir: string): Promise<ArenaContent> {
  const file = path.join(contentDir, 'arena.yaml');
  const parsed = fileSchema.safeParse(parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  for (const list of [parsed.data.quests, parsed.data.challenges]) {
    const ids = new Set<string>();
    for (const entry of list) {
      if (ids.has(entry.id)) throw new Error(`${file}: id ${entry.id} appears twice`);
      ids.add(entry.id);
    }
  }
  return parsed.data;
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { internalToolPaths, toolColors, toolIcons } from '@academy/contracts';
import type { NewAiToolRow } from './schema.ts';

const entrySchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    description: z.string().min(1),
    category: z.string().min(1),
    icon: z.enum(toolIcons),
    color: z.enum(toolColors).default('primary'),
    isExternal: z.boolean(),
    url: z.url().nullable().default(null),
    path: z.enum(internalToolPaths).nullable().default(null),
  })
  .refine((tool) => !tool.isExternal || tool.url !== null, { message: 'an external tool needs a url', path: ['url'] })
  // The front ends open an internal tool at its path: one with no page would be a button that
  // goes nowhere (the enum above already refuses a path that is not one of the academy's pages).
  .refine((tool) => tool.isExternal || tool.path !== null, {
    message: `an internal tool needs a path, one of ${internalToolPaths.join(', ')}`,
    path: ['path'],
  })
  .refine((tool) => !tool.isExternal || tool.path === null, { message: 'an external tool opens its url and has no path', path: ['path'] });

/** Reads content/ai-tools.yaml; the file order is the catalogue order. */
export async function loadToolCatalogue(contentDir: string): Promise<NewAiToolRow[]> {
  const file = path.join(contentDir, 'ai-tools.yaml');
  const parsed = z.array(entrySchema).safeParse(parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const slugs = new Set<string>();
  return parsed.data.map((tool, index) => {
    if (slugs.has(tool.slug)) throw new Error(`${file}: slug ${tool.slug} appears twice`);
    slugs.add(tool.slug);
    return { ...tool, sortOrder: index };
  });
}

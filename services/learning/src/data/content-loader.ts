import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { NewModuleRow } from './schema.ts';

const questionSchema = z
  .object({
    id: z.string().min(1),
    question: z.string().min(1),
    options: z.array(z.string().min(1)).min(2),
    answer: z.number().int().nonnegative(),
    explanation: z.string().default(''),
  })
  .refine((q) => q.answer < q.options.length, { message: 'answer must index one of the options' });

const frontMatterSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  estimatedMinutes: z.number().int().positive(),
  imageUrl: z.string().nullable().default(null),
  videoUrl: z.string().nullable().default(null),
  videoThumbnail: z.string().nullable().default(null),
  learningObjectives: z.array(z.string().min(1)).min(1),
  quiz: z
    .object({
      timeLimit: z.number().int().positive(),
      passingScore: z.number().int().min(0).max(100),
      questions: z.array(questionSchema).min(1),
    })
    .nullable()
    .default(null),
});

const SECTION_HEADING = /^## (.+)$/gm;
const DURATION = /<!--\s*duration:\s*(\d+)\s*-->/;

/**
 * Parses one module file: YAML front matter, then one `## ` heading per section with a
 * `<!-- duration: N -->` comment giving its minutes.
 */
export function parseModuleFile(fileName: string, text: string): NewModuleRow {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${fileName}: missing YAML front matter`);
  const parsed = frontMatterSchema.safeParse(parse(match[1] ?? ''));
  if (!parsed.success) {
    throw new Error(`${fileName}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const body = match[2] ?? '';
  const headings = [...body.matchAll(SECTION_HEADING)];
  if (headings.length === 0) throw new Error(`${fileName}: no sections (## headings)`);
  const sections = headings.map((heading, index) => {
    const start = (heading.index ?? 0) + heading[0].length;
    const end = headings[index + 1]?.index ?? body.length;
    const raw = body.slice(start, end);
    const duration = DURATION.exec(raw);
    return {
      title: (heading[1] ?? '').trim(),
      duration: duration ? Number(duration[1]) : 0,
      content: raw.replace(DURATION, '').trim(),
    };
  });
  const meta = parsed.data;
  return {
    id: meta.id,
    slug: path.basename(fileName, '.md').replace(/^\d+-/, ''),
    title: meta.title,
    description: meta.description,
    category: meta.category,
    difficulty: meta.difficulty,
    estimatedMinutes: meta.estimatedMinutes,
    imageUrl: meta.imageUrl,
    videoUrl: meta.videoUrl,
    videoThumbnail: meta.videoThumbnail,
    learningObjectives: meta.learningObjectives,
    sections,
    quiz: meta.quiz,
  };
}

/** Reads every module file of the content folder, in file-name order. */
export async function loadModuleFiles(contentDir: string): Promise<NewModuleRow[]> {
  const dir = path.join(contentDir, 'modules');
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const rows = await Promise.all(names.map(async (name) => parseModuleFile(name, await readFile(path.join(dir, name), 'utf8'))));
  const ids = new Set<number>();
  for (const row of rows) {
    if (ids.has(row.id)) throw new Error(`Module id ${row.id} is used by more than one file`);
    ids.add(row.id);
  }
  return rows;
}

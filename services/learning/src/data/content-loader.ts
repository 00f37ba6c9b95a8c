import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseModuleFile } from '@academy/rules/learning/module-file';
import type { NewModuleRow } from './schema.ts';

/** One module file (the format: @academy/rules/learning/module-file) as the row the service stores. */
export function moduleRowOf(fileName: string, text: string): NewModuleRow {
  const { meta, sections } = parseModuleFile(fileName, text);
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
    version: meta.version,
    changes: meta.changes,
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
  const rows = await Promise.all(names.map(async (name) => moduleRowOf(name, await readFile(path.join(dir, name), 'utf8'))));
  const ids = new Set<number>();
  for (const row of rows) {
    if (ids.has(row.id)) throw new Error(`Module id ${row.id} is used by more than one file`);
    ids.add(row.id);
  }
  return rows;
}

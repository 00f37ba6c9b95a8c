import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaseStudyFile } from './content-files.ts';
import type { NewCourseSearchEntryRow } from './course-search.schema.ts';
import type { NewModuleRow } from './schema.ts';

/**
 * Markdown as the words a reader sees: the search quotes passages, and `**`, `#` or a link's URL
 * in a quote is noise.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[a-z]*\n?/gi, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*$/gm, '')
    .replace(/\|/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A template split at its `## ` headings, so a hit points to the part that answers, not the whole file. */
function templateParts(file: string, text: string): NewCourseSearchEntryRow[] {
  if (!file.endsWith('.md')) {
    return [
      {
        kind: 'template',
        file,
        title: file,
        body: text
          .replace(/[",;]+/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      },
    ];
  }
  const parts: NewCourseSearchEntryRow[] = [];
  let title = file;
  let lines: string[] = [];
  const flush = () => {
    const body = plainText(lines.join('\n'));
    if (body !== '') parts.push({ kind: 'template', file, title, body });
  };
  for (const line of text.split('\n')) {
    const heading = /^#{1,2}\s+(.+)$/.exec(line);
    if (heading?.[1]) {
      flush();
      title = heading[1].trim();
      lines = [];
    } else {
      lines.push(line);
    }
  }
  flush();
  return parts;
}

/**
 * What the course search holds: every published module's sections, the case studies and the
 * templates. Only lesson text: a module's quiz is left out entirely.
 */
export async function courseSearchEntriesOf(
  modules: readonly NewModuleRow[],
  caseStudies: readonly CaseStudyFile[],
  templatesDir: string,
): Promise<NewCourseSearchEntryRow[]> {
  const sections = modules.flatMap((module) =>
    module.sections.map((section, index): NewCourseSearchEntryRow => ({
      kind: 'section',
      moduleId: module.id,
      sectionIndex: index,
      title: section.title,
      body: plainText(section.content),
    })),
  );
  const studies = caseStudies.map((study): NewCourseSearchEntryRow => ({ kind: 'case-study', title: study.title, body: study.description }));
  const files = (await readdir(templatesDir).catch(() => [] as string[])).filter((file) => /\.(md|csv)$/.test(file)).sort();
  const templates = (await Promise.all(files.map(async (file) => templateParts(file, await readFile(path.join(templatesDir, file), 'utf8'))))).flat();
  return [...sections, ...studies, ...templates];
}

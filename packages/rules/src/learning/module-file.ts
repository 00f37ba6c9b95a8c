import { parse } from 'yaml';
import { z } from 'zod';

/*
 * The format of a learning module's file (services/learning/content/modules/*.md), read by the
 * learning service when it loads its content and by the learning slice's build when it draws the
 * module pages: one reading of the format, so the build fails on exactly the files the service
 * would refuse. It holds the quiz's answers, so it is for the server and the build only (its own
 * entry point, never part of a page's bundle).
 */

const questionSchema = z
  .object({
    id: z.string().min(1),
    question: z.string().min(1),
    options: z.array(z.string().min(1)).min(2),
    answer: z.number().int().nonnegative(),
    explanation: z.string().default(''),
  })
  .refine((q) => q.answer < q.options.length, { message: 'answer must index one of the options' });

/**
 * What changed in one version of a module, told to learners who went through an earlier one.
 * Version 1 is the module as first published, so it has no note.
 */
const changeSchema = z.object({
  version: z.number().int().min(2),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a calendar day, YYYY-MM-DD'),
  note: z.string().trim().min(1),
});

/** The YAML front matter of a module file. */
export const moduleFrontMatterSchema = z
  .object({
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
    /** Raised when a change is worth telling learners who finished or started an earlier version. */
    version: z.number().int().positive().default(1),
    changes: z.array(changeSchema).default([]),
  })
  .superRefine((meta, context) => {
    const noted = new Set<number>();
    for (const change of meta.changes) {
      if (noted.has(change.version))
        context.addIssue({ code: 'custom', path: ['changes'], message: `one note per version (version ${change.version} has two)` });
      if (change.version > meta.version)
        context.addIssue({ code: 'custom', path: ['changes'], message: `a note for version ${change.version} but the module is at version ${meta.version}` });
      noted.add(change.version);
    }
    if (meta.version > 1 && !noted.has(meta.version))
      context.addIssue({ code: 'custom', path: ['changes'], message: `version ${meta.version} needs a note saying what changed` });
  })
  // Newest first: the order learners read them in.
  .transform((meta) => ({ ...meta, changes: [...meta.changes].sort((a, b) => b.version - a.version) }));
export type ModuleFrontMatter = z.output<typeof moduleFrontMatterSchema>;

export interface ModuleFileSection {
  title: string;
  /** Minutes, from the section's `<!-- duration: N -->` (0 without one). */
  duration: number;
  /** The section's Markdown, without its heading and its duration comment. */
  content: string;
}

export interface ModuleFile {
  meta: ModuleFrontMatter;
  sections: ModuleFileSection[];
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
const SECTION_HEADING = /^## (.+)$/gm;
const DURATION = /<!--\s*duration:\s*(\d+)\s*-->/;

function sectionsOf(fileName: string, body: string): ModuleFileSection[] {
  const headings = [...body.matchAll(SECTION_HEADING)];
  if (headings.length === 0) throw new Error(`${fileName}: no sections (## headings)`);
  return headings.map((heading, index) => {
    const start = (heading.index ?? 0) + heading[0].length;
    const end = headings[index + 1]?.index ?? body.length;
    const raw = body.slice(start, end);
    const duration = DURATION.exec(raw);
    return { title: (heading[1] ?? '').trim(), duration: duration ? Number(duration[1]) : 0, content: raw.replace(DURATION, '').trim() };
  });
}

/**
 * Reads one module file: YAML front matter, then one `## ` heading per section with a
 * `<!-- duration: N -->` comment giving its minutes. Throws an error naming the file, and the
 * field when the front matter is invalid.
 */
export function parseModuleFile(fileName: string, text: string): ModuleFile {
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${fileName}: missing YAML front matter`);
  const meta = moduleFrontMatterSchema.safeParse(parse(match[1] ?? ''));
  if (!meta.success) {
    throw new Error(`${fileName}: ${meta.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ')}`);
  }
  return { meta: meta.data, sections: sectionsOf(fileName, match[2] ?? '') };
}

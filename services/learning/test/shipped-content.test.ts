import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SKILL_CATEGORIES } from '@academy/rules/learning';
import { loadCaseStudies, loadSkillAssessment } from '../src/data/content-files.ts';
import { loadModuleFiles } from '../src/data/content-loader.ts';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the shipped course content', () => {
  it('has at least 15 modules in the three categories, module 1 first, each with substantive sections and a quiz', async () => {
    const modules = await loadModuleFiles(contentDir);
    expect(modules.length).toBeGreaterThanOrEqual(15);
    expect(modules[0]?.title).toBe('AI-Powered Customer Acquisition Strategies');
    expect(new Set(modules.map((m) => m.category))).toEqual(new Set(['customer acquisition', 'ui optimization', 'analytics & roi']));
    for (const module of modules) {
      expect(module.sections.length, module.title).toBeGreaterThanOrEqual(4);
      for (const section of module.sections) expect(words(section.content), `${module.title} / ${section.title}`).toBeGreaterThanOrEqual(250);
      expect(module.quiz?.questions.length ?? 0, module.title).toBeGreaterThanOrEqual(5);
      expect(module.quiz?.questions.every((q) => q.explanation.length > 0)).toBe(true);
      expect(module.learningObjectives.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has at least six case studies with exactly one featured', async () => {
    const studies = await loadCaseStudies(contentDir);
    expect(studies.length).toBeGreaterThanOrEqual(6);
    expect(studies.filter((s) => s.featured)).toHaveLength(1);
  });

  it('has ten assessment questions, two in each of the five categories', async () => {
    const assessment = await loadSkillAssessment(contentDir);
    for (const category of SKILL_CATEGORIES) expect(assessment.questions.filter((q) => q.category === category)).toHaveLength(2);
  });
});

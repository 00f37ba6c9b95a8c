import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/learning/content/modules');

export interface QuizKey {
  title: string;
  sections: string[];
  questions: Array<{ question: string; options: string[]; answer: number }>;
  passingScore: number;
}

/**
 * The answer key of a module's quiz, read from the course content in the repository — the
 * browser never receives it, so the journey needs it from here to pass the quiz as a learner who
 * studied would.
 */
export async function quizKey(moduleNumber: number): Promise<QuizKey> {
  const prefix = String(moduleNumber).padStart(2, '0');
  const file = (await readdir(modulesDir)).find((name) => name.startsWith(`${prefix}-`));
  if (!file) throw new Error(`no content file for module ${moduleNumber}`);
  const text = await readFile(path.join(modulesDir, file), 'utf8');
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const meta = parse(frontMatter) as { title: string; quiz: { passingScore: number; questions: QuizKey['questions'] } };
  const sections = [...body.matchAll(/^## (.+)$/gm)].map((match) => (match[1] ?? '').trim());
  return { title: meta.title, sections, questions: meta.quiz.questions, passingScore: meta.quiz.passingScore };
}

/** Onboarding answers a learner could give, for journeys that start after onboarding. */
export const onboardingAnswers = {
  businessType: 'small_business',
  industryExperience: 'intermediate',
  aiExperience: 'basic',
  primaryGoals: ['increase_revenue'],
  monthlyRevenue: '50k-100k',
  teamSize: '6-20',
  biggestChallenges: ['lead_generation'],
  learningPreference: 'hands_on',
  timeCommitment: '3-5_hours',
  specificInterests: ['customer_acquisition'],
  currentTools: [],
  businessDescription: 'We make and sell handmade furniture online and in one showroom.',
  businessName: 'Oak & Pine',
  firstName: 'Alex',
  lastName: 'Learner',
  email: 'learner@academy.test',
};

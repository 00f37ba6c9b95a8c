import type { LearningModule, ModuleSummary } from '@academy/contracts';
import { summaryOf } from '../features/modules/module-summary.ts';

export function moduleFixture(overrides: Partial<LearningModule> & Pick<LearningModule, 'id' | 'title'>): LearningModule {
  return {
    access: 'owned',
    description: `What ${overrides.title} covers`,
    category: 'customer acquisition',
    moduleNumber: overrides.id,
    totalModules: 3,
    estimatedMinutes: 45,
    imageUrl: null,
    difficulty: 'beginner',
    hasVideo: false,
    videoUrl: null,
    videoThumbnail: null,
    learningObjectives: ['Calculate your customer acquisition cost', 'Plan a 30-day sprint'],
    content: {
      sections: [
        { title: 'Where AI helps', duration: 10, content: 'Start with **CAC**.\n\n- Drafting\n- Summarising' },
        { title: 'Your ideal customer', duration: 12, content: 'Export your customers.' },
        { title: 'The sprint', duration: 8, content: 'One channel, one offer.' },
      ],
    },
    quiz: null,
    ...overrides,
  };
}

export const modules: LearningModule[] = [
  moduleFixture({ id: 1, title: 'AI-Powered Customer Acquisition Strategies', access: 'preview' }),
  moduleFixture({ id: 2, title: 'AI Content Marketing and SEO', category: 'analytics & roi', imageUrl: '/images/seo.png', difficulty: 'intermediate' }),
  moduleFixture({
    id: 3,
    title: 'Lead Scoring and Qualification',
    category: 'sales',
    access: 'locked',
    content: {
      sections: [
        { title: 'Why score leads', duration: 9, content: '' },
        { title: 'Build the score', duration: 14, content: '' },
      ],
    },
  }),
];

export { summaryOf };

export const summariesOf = (list: readonly LearningModule[]): ModuleSummary[] => list.map((module) => summaryOf(module));

export const moduleSummaries: ModuleSummary[] = summariesOf(modules);

import type { AiTool, CaseStudy, ProgressRecord, StatsResponse } from '@academy/contracts';

export function progressFixture(overrides: Partial<ProgressRecord> & Pick<ProgressRecord, 'moduleId'>): ProgressRecord {
  return {
    completed: false,
    progressPercentage: 0,
    sectionsCompleted: [],
    quizCompleted: false,
    quizScore: null,
    videoWatched: false,
    timeSpent: 0,
    updatedAt: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function statsFixture(overrides: Partial<StatsResponse> = {}): StatsResponse {
  return {
    currentStreak: 4,
    estimatedRoi: 12_400,
    estimatedRoiExplanation: ['Monthly revenue counted: $30,000 (your answer: 10k-50k).', 'Completed modules add 3.5% uplift on that revenue.'],
    totalStudyTime: 95,
    minutesToday: 25,
    completedModules: 1,
    totalModules: 3,
    timeZone: 'UTC',
    ...overrides,
  };
}

export const caseStudy: CaseStudy = {
  id: 1,
  slug: 'boutique-retention',
  title: 'A boutique doubles repeat orders',
  description: 'Segmented email flows written with AI brought lapsed buyers back.',
  industry: 'e-commerce',
  imageUrl: null,
  readingTime: 6,
  roiPercentage: 38,
  timeToRoi: '3 months',
};

export const tools: AiTool[] = [
  {
    id: 1,
    name: 'ChatGPT',
    description: 'Drafting and analysis',
    category: 'content',
    icon: 'robot',
    color: 'primary',
    isExternal: true,
    url: 'https://chatgpt.com',
    path: null,
  },
  {
    id: 2,
    name: 'ROI Calculator Pro',
    description: 'Return on an AI investment',
    category: 'analytics',
    icon: 'calculator',
    color: 'success',
    isExternal: false,
    url: null,
    path: '/roi-calculator',
  },
  {
    id: 3,
    name: 'Zapier',
    description: 'Automations',
    category: 'automation',
    icon: 'zap',
    color: 'warning',
    isExternal: true,
    url: 'https://zapier.com',
    path: null,
  },
  {
    id: 4,
    name: 'Forecast Studio',
    description: 'Demand forecasts',
    category: 'analytics',
    icon: 'chart-line',
    color: 'accent',
    isExternal: false,
    url: null,
    path: null,
  },
  {
    id: 5,
    name: 'Canva',
    description: 'Design',
    category: 'creative',
    icon: 'palette',
    color: 'secondary',
    isExternal: true,
    url: 'https://www.canva.com',
    path: null,
  },
];

export const onboardingRecord = {
  businessType: 'small_business',
  industryExperience: 'intermediate',
  aiExperience: 'basic',
  primaryGoals: ['increase_revenue'],
  monthlyRevenue: '10k-50k',
  teamSize: '2-5',
  biggestChallenges: ['lead_generation'],
  learningPreference: 'hands_on',
  timeCommitment: '3-5_hours',
  specificInterests: ['marketing_automation'],
  currentTools: [],
  businessDescription: 'A bakery with two shops',
  businessName: 'Crumb & Co',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  completedAt: '2024-04-01T09:00:00.000Z',
};

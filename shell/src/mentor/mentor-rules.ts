import { moduleCardState, overallProgress, type CardProgress } from '@academy/rules/learning';

/*
 * The AI Learning Mentor's local rules, beside the widget that shows them: only the shell uses
 * them, and most of what they hold is the mentor's text; how the panel looks and paces itself is
 * in mentor-view.ts. Greetings, tips, suggestions and visitors' replies are local: canned texts
 * chosen by keyword groups and by page; suggestions come from fixed triggers on the learner's
 * progress. A signed-in learner's own questions are answered from the course itself
 * (mentor-course-reply.ts, docs/decisions/023-mentor-answers-from-the-course.md); the keyword
 * replies below cover what the course does not.
 *
 * Reply precedence (first match wins, case-insensitive, matched at the start of a word):
 *   1. start / begin
 *   2. help / stuck / trouble / difficult
 *   3. quiz / test
 *   4. progress
 *   5. business / revenue / roi / implement
 *   6. tool / calculator
 *   7. recommend / suggest
 *   8. otherwise the page's own reply, or a generic one without a page.
 */

export const MENTOR_PAGES = ['landing', 'dashboard', 'module', 'courses', 'pricing', 'tools', 'analytics'] as const;
export type MentorPage = (typeof MENTOR_PAGES)[number];

export const MAX_SUGGESTIONS_PER_MESSAGE = 3;
export const QUICK_RECOMMENDATIONS = 2;
export const IDLE_TIP_AFTER_MINUTES = 5;

export function isMentorPage(value: string): value is MentorPage {
  return (MENTOR_PAGES as readonly string[]).includes(value);
}

export interface MentorProgressSummary {
  completedModules: number;
  totalModules: number;
  /** Modules started and not completed. */
  modulesInProgress: number;
  currentStreak: number;
}

/** The module open on a module page, with the learner's state on it. */
export interface MentorModuleContext {
  id: number;
  title: string;
  hasQuiz: boolean;
  completed: boolean;
  quizCompleted: boolean;
  /** Percent of the module's sections done. */
  sectionProgress: number;
  currentSectionTitle?: string;
}

export interface MentorContext {
  signedIn: boolean;
  progressSummary?: MentorProgressSummary;
  currentModule?: MentorModuleContext;
  /** The course's price from the commerce catalogue (e.g. '$120.50'), when known: the replies never state one of their own. */
  coursePrice?: string;
}

export type MentorTopic =
  | 'start'
  | 'help'
  | 'quiz'
  | 'progress'
  | 'business'
  | 'tools'
  | 'recommend'
  | 'page'
  | 'generic'
  /** Answered from the course's own text (mentor-course-reply.ts). */
  | 'course'
  /** During a quiz: where the course teaches it, not the answer. */
  | 'hint'
  /** Nothing in the course matches: the closest modules instead. */
  | 'no-match'
  /** The course could not be searched. */
  | 'error';

/** The topics the spec's keyword groups choose. */
export type KeywordTopic = 'start' | 'help' | 'quiz' | 'progress' | 'business' | 'tools' | 'recommend';

/** A place in the course an answer comes from. */
export interface MentorSource {
  /** "Module 4 · AI-Assisted Outbound and Email Follow-Up". */
  source: string;
  /** The section's (case study's, template part's) own title. */
  title: string;
  /** `/module/4#section-1`, or a template's download address. */
  link: string;
  /** A short passage; absent for a locked module or during a quiz. */
  quote: string | null;
  /** Part of the full course the learner does not own. */
  locked: boolean;
}

export interface MentorReply {
  topic: MentorTopic;
  content: string;
  /** Up to 3 short follow-up questions. */
  suggestions: string[];
  /** Where the answer comes from in the course, each with its link. */
  sources?: MentorSource[];
}

/** Builds the summary the mentor reads from the learner's progress records. */
export function summarizeProgress(progress: readonly CardProgress[], totalModules: number, currentStreak: number): MentorProgressSummary {
  return {
    completedModules: progress.filter((p) => moduleCardState(p) === 'review').length,
    totalModules,
    modulesInProgress: progress.filter((p) => moduleCardState(p) === 'continue').length,
    currentStreak,
  };
}

/**
 * The spec's keyword groups, in the spec's order: the first group with a word that starts with one
 * of its keywords chooses the reply. Some topics appear twice (help, business), as in the spec.
 */
const KEYWORD_GROUPS: readonly { topic: KeywordTopic; pattern: RegExp }[] = [
  { topic: 'start', pattern: /\b(start|begin)/i },
  { topic: 'help', pattern: /\b(help|stuck)/i },
  { topic: 'business', pattern: /\b(business|revenue)|\broi\b/i },
  { topic: 'tools', pattern: /\b(tool|calculator)/i },
  { topic: 'recommend', pattern: /\b(recommend|suggest)/i },
  { topic: 'help', pattern: /\b(trouble|difficult)/i },
  { topic: 'quiz', pattern: /\b(quiz|test)/i },
  { topic: 'progress', pattern: /\b(progress|stuck)/i },
  { topic: 'business', pattern: /\b(business|implement)/i },
];

/** The keyword group a message falls in, or null when none matches. */
export function matchTopic(message: string): KeywordTopic | null {
  return KEYWORD_GROUPS.find((g) => g.pattern.test(message))?.topic ?? null;
}

const ASK = {
  start: 'How do I get started?',
  help: "I'm stuck on a section, can you help?",
  quiz: 'How do the quizzes work?',
  progress: 'How is my progress?',
  business: 'How do I implement AI in my business?',
  tools: 'Which calculator should I use?',
  recommend: 'What do you recommend I learn next?',
} as const;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function hasStarted(summary: MentorProgressSummary | undefined): boolean {
  return summary !== undefined && (summary.completedModules > 0 || summary.modulesInProgress > 0);
}

function allDone(summary: MentorProgressSummary | undefined): boolean {
  return summary !== undefined && summary.totalModules > 0 && summary.completedModules >= summary.totalModules;
}

function startReply(context: MentorContext): string {
  const summary = context.progressSummary;
  if (!context.signedIn) {
    return "The best first step is the short onboarding: tell us about your business and goals, and we'll point you to the modules that matter most for you. Once you sign in, Module 1, 'AI-Powered Customer Acquisition Strategies', is a free preview you can start straight away.";
  }
  if (summary && allDone(summary)) {
    return "You've completed every module, well done. Take the skill assessment to see which areas to deepen, then revisit the module that matches your weakest category and put one idea from it to work this week.";
  }
  if (summary && hasStarted(summary)) {
    return `You're already on your way: ${summary.completedModules} of ${summary.totalModules} modules completed and ${plural(summary.modulesInProgress, 'module', 'modules')} in progress. Pick up where you left off from Continue Learning on your dashboard. Finishing one module before opening the next gets ideas into your business faster.`;
  }
  return "Begin with Module 1, 'AI-Powered Customer Acquisition Strategies'. It shows you how to work out what a new customer costs you today and how to run a 30-day AI-assisted acquisition sprint. Read one section at a time, mark it complete, then take the short quiz at the end.";
}

function helpReply(context: MentorContext): string {
  const module = context.currentModule;
  const where =
    module && module.currentSectionTitle
      ? `You're on '${module.currentSectionTitle}' in '${module.title}'. `
      : module
        ? `You're working on '${module.title}'. `
        : '';
  return `${where}When a section feels hard, re-read its worked business case first, then try the idea on one real task from your own business before moving on. If a specific idea is still unclear, ask me about it in your own words, for example 'how do I calculate my customer acquisition cost?'.`;
}

function quizReply(): string {
  return "Each module ends with a short timed quiz that unlocks once every section is marked complete. Choose one answer per question; you can go back before you submit, and the quiz submits itself when the timer reaches 0:00. If you don't reach the passing score, the results mark each answer right or wrong so you know what to review before you retake it; your best result is kept, and once you pass every answer is explained.";
}

function progressReply(context: MentorContext): string {
  const summary = context.progressSummary;
  if (!context.signedIn || !summary) {
    return 'Once you sign in, your dashboard tracks every section you complete, your quiz results, your day streak and an estimated return for your business. A module counts as complete when all its sections are done, its quiz is passed and any video is watched.';
  }
  const percent = overallProgress(summary.completedModules, summary.totalModules);
  const streak = summary.currentStreak > 0 ? `you're on a ${summary.currentStreak}-day streak` : 'a session today starts a new streak';
  const status = `You've completed ${summary.completedModules} of ${summary.totalModules} modules (${percent}%), with ${summary.modulesInProgress} in progress, and ${streak}.`;
  if (allDone(summary)) {
    return `${status} That's the whole course. Take the skill assessment to measure how far you've come and find what to deepen.`;
  }
  if (!hasStarted(summary)) {
    return `${status} Completing your first module is the biggest step; Module 1 is the natural place to begin.`;
  }
  return `${status} A little every day keeps the ideas fresh: even one section a day finishes a module within a week.`;
}

function businessReply(): string {
  return 'Start with one process where results are easy to count, such as replying to enquiries, qualifying leads or writing product descriptions. Measure it for a week, apply the approach from the matching module, then compare the same numbers after 30 days. Put your figures into the ROI Calculator to check the payback before you spend more.';
}

function toolsReply(): string {
  return 'There are three free calculators. The ROI Calculator estimates the return and payback period of an AI investment for your industry and team size; the Lead Score Calculator rates a prospect from 0 to 100 so you call the hottest leads first; and the A/B Test Optimizer tells you whether the difference between two versions of a page is real or chance. They run in your browser with your own numbers.';
}

const PLANS_LINE =
  'Choose the learning plan that fits your business: Starter if you work alone or with a small team (the customer acquisition modules), Professional for growing teams (add the ui optimization modules), or Enterprise for larger organisations (finish with analytics & ROI to measure returns across departments). All three are part of the same lifetime course access.';

function recommendReply(context: MentorContext): string {
  const summary = context.progressSummary;
  const module = context.currentModule;
  let next: string;
  if (!context.signedIn || !summary) {
    next = 'Start with the onboarding questions so your learning path matches your business.';
  } else if (allDone(summary)) {
    next = 'You have finished every module, so take the skill assessment to see which category to deepen.';
  } else if (module && !module.completed) {
    next = `Finish '${module.title}' first, then move to the next module in its track.`;
  } else if (summary.modulesInProgress > 0) {
    next = `Finish one of the ${plural(summary.modulesInProgress, 'module', 'modules')} you have in progress before starting another.`;
  } else if (summary.completedModules > 0) {
    next = 'Pick the next module in the track you started; each builds on the one before.';
  } else {
    next = "Begin with Module 1, 'AI-Powered Customer Acquisition Strategies'.";
  }
  return `${next} ${PLANS_LINE}`;
}

function pageReply(page: MentorPage, context: MentorContext): string {
  switch (page) {
    case 'landing':
      return `The academy teaches business owners to use AI where it pays off: winning customers, improving your website and measuring the return. The course has 15+ practical modules with quizzes, free calculators and real case studies, for ${context.coursePrice ? `a one-time ${context.coursePrice}` : 'one payment'} with lifetime access and a 30-day money-back guarantee. Ask me what a module covers or how to get started.`;
    case 'dashboard':
      return "Your dashboard shows your day streak, the modules you've finished and your estimated return at the top. Continue Learning takes you back to unfinished modules, and the quick actions open the skill assessment and the downloadable templates. Ask me what to do next whenever you're unsure.";
    case 'module': {
      const module = context.currentModule;
      const where = module ? `You're working on '${module.title}'${module.currentSectionTitle ? `, section '${module.currentSectionTitle}'` : ''}. ` : '';
      return `${where}Read each section, try the idea on your own business, then mark it complete; the quiz unlocks when every section is done. Ask me about anything in the section that isn't clear.`;
    }
    case 'courses':
      return 'Modules are grouped into three tracks: customer acquisition, ui optimization and analytics & ROI. Each card shows your progress and the time left, and its button reads Start, Continue or Review depending on where you are. If you are new, begin with Module 1.';
    case 'pricing':
      return `The full course is a one-time payment${context.coursePrice ? ` of ${context.coursePrice}` : ''}: every module, the tools and templates, case studies, quizzes and future updates, with lifetime access. If it isn't right for you, the 30-day money-back guarantee covers you. Module 1 is a free preview, so you can try before you buy.`;
    case 'tools':
      return "This page lists AI tools chosen for business owners, plus calculators you can use right away for ROI, lead scoring and A/B testing. Try the ROI Calculator first with a real investment you're considering.";
    case 'analytics':
      return 'Analytics shows how you learn: your study time, sessions and engagement over the period you choose. Look for the days and times you study best and protect them in your calendar; regular short sessions beat occasional long ones.';
  }
}

const GENERIC_REPLY =
  "I can help you plan your learning, explain an idea from a module, prepare for a quiz or work out where AI fits in your business. Tell me what you're working on, for example 'how do I win more customers with AI?'.";

const TOPIC_SUGGESTIONS: Readonly<Record<MentorTopic, readonly string[]>> = {
  start: [ASK.quiz, ASK.progress, ASK.tools],
  help: [ASK.quiz, ASK.business, ASK.recommend],
  quiz: [ASK.help, ASK.progress, ASK.recommend],
  progress: [ASK.recommend, ASK.quiz, ASK.business],
  business: [ASK.tools, ASK.recommend, ASK.progress],
  tools: [ASK.business, ASK.recommend, ASK.start],
  recommend: [ASK.start, ASK.business, ASK.tools],
  page: [ASK.start, ASK.recommend, ASK.help],
  generic: [ASK.start, ASK.business, ASK.tools],
  course: [ASK.recommend, ASK.help, ASK.business],
  hint: [ASK.quiz, ASK.help],
  'no-match': [ASK.recommend, ASK.start, ASK.tools],
  error: [],
};

export function suggestionsFor(topic: MentorTopic): string[] {
  return TOPIC_SUGGESTIONS[topic].slice(0, MAX_SUGGESTIONS_PER_MESSAGE);
}

/** Chooses the canned reply for a message on a page. */
export function selectReply(message: string, page: MentorPage | null, context: MentorContext): MentorReply {
  const topic = matchTopic(message);
  switch (topic) {
    case 'start':
      return { topic, content: startReply(context), suggestions: suggestionsFor(topic) };
    case 'help':
      return { topic, content: helpReply(context), suggestions: suggestionsFor(topic) };
    case 'quiz':
      return { topic, content: quizReply(), suggestions: suggestionsFor(topic) };
    case 'progress':
      return { topic, content: progressReply(context), suggestions: suggestionsFor(topic) };
    case 'business':
      return { topic, content: businessReply(), suggestions: suggestionsFor(topic) };
    case 'tools':
      return { topic, content: toolsReply(), suggestions: suggestionsFor(topic) };
    case 'recommend':
      return { topic, content: recommendReply(context), suggestions: suggestionsFor(topic) };
    case null:
      if (page !== null && isMentorPage(page)) {
        return { topic: 'page', content: pageReply(page, context), suggestions: suggestionsFor('page') };
      }
      return { topic: 'generic', content: GENERIC_REPLY, suggestions: suggestionsFor('generic') };
  }
}

const OPENING_PAGE_LINES: Readonly<Record<MentorPage, string>> = {
  landing: "I'm here to help you get the most from the academy.",
  dashboard: "Here's where your learning stands.",
  module: 'I can explain any section of this module or help you prepare for its quiz.',
  courses: 'I can help you choose which module to take next.',
  pricing: 'Ask me anything about the course and lifetime access.',
  tools: 'I can help you pick the right calculator for a decision you are facing.',
  analytics: 'I can help you read your learning statistics.',
};

/** The first message when the panel opens: a generic welcome for visitors, personal for learners. */
export function openingMessage(page: MentorPage | null, context: { signedIn: boolean; progressSummary?: MentorProgressSummary }): MentorReply {
  if (!context.signedIn) {
    return {
      topic: 'generic',
      content:
        "Hi, I'm your AI Learning Mentor. I can explain what the academy teaches, how the course works and where AI could help your business. What would you like to know?",
      suggestions: [ASK.start, ASK.recommend, ASK.tools],
    };
  }
  const summary = context.progressSummary;
  const pageLine = page !== null && isMentorPage(page) ? ` ${OPENING_PAGE_LINES[page]}` : '';
  let progressLine = '';
  if (summary) {
    if (!hasStarted(summary)) {
      progressLine = " You haven't started a module yet; Module 1 is a great first step.";
    } else {
      const inProgress = summary.modulesInProgress > 0 ? `, with ${summary.modulesInProgress} in progress` : '';
      const streak = summary.currentStreak > 0 ? ` You're on a ${summary.currentStreak}-day streak.` : '';
      progressLine = ` You've completed ${summary.completedModules} of ${summary.totalModules} modules${inProgress}.${streak}`;
    }
  }
  return {
    topic: page !== null && isMentorPage(page) ? 'page' : 'generic',
    content: `Welcome back!${pageLine}${progressLine} How can I help today?`,
    suggestions: hasStarted(summary) ? [ASK.recommend, ASK.progress, ASK.help] : [ASK.start, ASK.quiz, ASK.tools],
  };
}

/**
 * The mentor's own pre-written questions (suggestion buttons and quick recommendations): answered
 * by the spec's local replies, as the buttons promise, rather than searched for in the course.
 */
export function isPrewrittenQuestion(question: string): boolean {
  const pages: (MentorPage | null)[] = [...MENTOR_PAGES, null];
  const offered = new Set<string>([...Object.values(ASK), ...pages.flatMap((page) => quickRecommendations(page, { signedIn: true }))]);
  return offered.has(question.trim());
}

/** The two short prompts shown under the input. */
export function quickRecommendations(page: MentorPage | null, context: MentorContext): [string, string] {
  switch (page) {
    case 'landing':
      return [ASK.start, 'What does the course include?'];
    case 'dashboard':
      return hasStarted(context.progressSummary) ? [ASK.recommend, ASK.progress] : [ASK.start, ASK.progress];
    case 'module':
      return [ASK.help, ASK.quiz];
    case 'courses':
      return ['Which module should I start with?', 'Can you recommend a learning path?'];
    case 'pricing':
      return ['What does the course include?', 'Which plan do you recommend?'];
    case 'tools':
      return [ASK.tools, 'How do I measure ROI?'];
    case 'analytics':
      return [ASK.progress, 'How can I study more consistently?'];
    case null:
      return [ASK.start, ASK.recommend];
  }
}

export type SuggestionType = 'tip' | 'encouragement' | 'next-step' | 'resource';
export type SuggestionPriority = 'high' | 'medium' | 'low';

export interface MentorSuggestion {
  id: string;
  type: SuggestionType;
  title: string;
  content: string;
  action?: { label: string };
  priority: SuggestionPriority;
  triggerCondition: string;
}

export interface MentorSuggestionContext {
  signedIn: boolean;
  page: MentorPage;
  progressSummary: MentorProgressSummary;
  /** The module open on a module page. */
  currentModule?: MentorModuleContext;
  /** Minutes since the learner last interacted with the page. */
  minutesInactive: number;
}

const PRIORITY_ORDER: Readonly<Record<SuggestionPriority, number>> = { high: 0, medium: 1, low: 2 };

/**
 * The seven suggestion triggers (only for signed-in learners), most urgent first:
 * - streak celebration: currentStreak > 0 and a multiple of 3
 * - halfway encouragement: module completion percent (as shown on the dashboard) > 50 and < 80
 * - section help: on a module page, module not completed, sectionProgress < 50
 * - idle tip: more than 5 minutes inactive on an incomplete module
 * - quiz preparation: the open module has a quiz, quizCompleted false and completed false
 * - focus tip: on the courses page with more than 2 modules in progress
 * - new-user tip: on the dashboard with no progress at all
 */
export function mentorSuggestions(context: MentorSuggestionContext): MentorSuggestion[] {
  if (!context.signedIn) return [];
  const { page, progressSummary: summary, currentModule: module, minutesInactive } = context;
  const found: MentorSuggestion[] = [];

  if (summary.currentStreak > 0 && summary.currentStreak % 3 === 0) {
    found.push({
      id: 'streak-celebration',
      type: 'encouragement',
      title: `${summary.currentStreak}-Day Streak!`,
      content: `You've learned on ${summary.currentStreak} days in a row. Keep the habit going with even one section today; small daily steps add up to real results.`,
      action: { label: 'Keep Learning' },
      priority: 'medium',
      triggerCondition: 'currentStreak > 0 && currentStreak % 3 === 0',
    });
  }

  const completion = overallProgress(summary.completedModules, summary.totalModules);
  if (completion > 50 && completion < 80) {
    const left = summary.totalModules - summary.completedModules;
    found.push({
      id: 'halfway-encouragement',
      type: 'encouragement',
      title: 'More Than Halfway There',
      content: `You've completed ${completion}% of the modules. ${plural(left, 'module is', 'modules are')} left; you're past the hardest part.`,
      action: { label: 'View Courses' },
      priority: 'low',
      triggerCondition: 'completionPercentage > 50 && completionPercentage < 80',
    });
  }

  if (page === 'module' && module && !module.completed && module.sectionProgress < 50) {
    found.push({
      id: 'section-help',
      type: 'tip',
      title: 'Need Help With This Section?',
      content: 'Try each idea on one real task from your business before moving on, and ask me about anything that is not clear.',
      action: { label: 'Ask the Mentor' },
      priority: 'medium',
      triggerCondition: "page === 'module' && sectionProgress < 50 && !completed",
    });
  }

  if (module && !module.completed && minutesInactive > IDLE_TIP_AFTER_MINUTES) {
    found.push({
      id: 'idle-tip',
      type: 'tip',
      title: 'Still With Us?',
      content: "You've been on this section for a while. Take a short break, or ask me to explain the part you're working on in a different way.",
      action: { label: 'Ask a Question' },
      priority: 'high',
      triggerCondition: 'minutesInactive > 5 && !completed',
    });
  }

  if (module && module.hasQuiz && !module.quizCompleted && !module.completed) {
    found.push({
      id: 'quiz-preparation',
      type: 'next-step',
      title: 'Prepare for the Quiz',
      content: `${
        module.sectionProgress >= 100 ? 'Every section is done, so the quiz is open.' : 'The quiz unlocks once every section is complete.'
      } Review the learning objectives and each section's worked example first; the questions ask you to apply them.`,
      action: { label: 'Quiz Tips' },
      priority: 'medium',
      triggerCondition: 'quizCompleted === false && completed === false',
    });
  }

  if (page === 'courses' && summary.modulesInProgress > 2) {
    found.push({
      id: 'focus-tip',
      type: 'tip',
      title: 'Focus on One Module',
      content: `You have ${summary.modulesInProgress} modules in progress. Finishing one before starting another helps the ideas stick and gets results into your business sooner.`,
      action: { label: 'Continue Learning' },
      priority: 'medium',
      triggerCondition: "page === 'courses' && modulesInProgress > 2",
    });
  }

  if (page === 'dashboard' && summary.completedModules === 0 && summary.modulesInProgress === 0) {
    found.push({
      id: 'new-user',
      type: 'next-step',
      title: 'Welcome! Start Here',
      content: "Begin with Module 1, 'AI-Powered Customer Acquisition Strategies': it gives you a 30-day plan you can put to work this week.",
      action: { label: 'Start Module 1' },
      priority: 'high',
      triggerCondition: "page === 'dashboard' && no progress",
    });
  }

  return found
    .map((s, i) => ({ s, i }))
    .sort((a, b) => PRIORITY_ORDER[a.s.priority] - PRIORITY_ORDER[b.s.priority] || a.i - b.i)
    .map(({ s }) => s);
}

/** The proactive tip card shows the first high-priority suggestion (after TIP_DELAY_MS, mentor-view.ts). */
export function proactiveTip(suggestions: readonly MentorSuggestion[]): MentorSuggestion | undefined {
  return suggestions.find((s) => s.priority === 'high');
}

import { Card, CardDescription, CardHeader, CardTitle, buttonVariants, cn } from '@academy/ui';
import { useCoursePrice, usePlatform } from '@academy/web-kit';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BrainCircuit, CheckCircle2, Cpu, Hammer, TrendingUp, Trophy, Users, type LucideIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { COURSE_PRICE_ATTRIBUTE } from '../boot/boot-handoff.ts';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const features: readonly Feature[] = [
  {
    title: 'Proven ROI Strategies',
    description:
      'Pick the AI projects that pay back first. Frameworks and ROI calculators estimate the return and the payback time before you commit a budget.',
    icon: TrendingUp,
  },
  {
    title: 'Customer Optimization',
    description:
      'Attract, score and convert the right customers: lead scoring, customer journeys and A/B tests read with real statistics instead of guesswork.',
    icon: Users,
  },
  {
    title: 'Practical Implementation',
    description: 'Short, step-by-step modules with templates and checklists you can put to work in your business the same week.',
    icon: Hammer,
  },
  {
    title: 'AI-Powered Tools',
    description: 'A catalogue of AI business tools plus built-in calculators for ROI, A/B tests and lead scores, ready whenever a decision comes up.',
    icon: Cpu,
  },
  {
    title: 'Gamified Learning',
    description: 'Earn XP, gems and levels, keep your day streak alive and take on weekly quests and timed challenges that keep you moving.',
    icon: Trophy,
  },
  {
    title: 'Adaptive Learning',
    description: 'A skill assessment and a short onboarding shape your learning path, and an AI mentor suggests the next best step as you progress.',
    icon: BrainCircuit,
  },
];

/** A large button on the primary-coloured call-to-action panel. */
function onPrimaryButton(colors: string): string {
  return cn(
    'inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg px-6 text-base font-medium whitespace-nowrap transition-colors sm:w-auto',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-4',
    colors,
  );
}

/**
 * The course's price, read from the commerce catalogue. On the prerendered page it is a slot the
 * boot script fills before the page is shown (docs/decisions/014-prerendered-landing-page.md);
 * until the catalogue answers, and when it cannot, the sentence reads without a number.
 */
function CoursePrice() {
  const price = useCoursePrice();
  return <span {...{ [COURSE_PRICE_ATTRIBUTE]: '' }}>{price ?? 'payment'}</span>;
}

const promises = [
  // One flex item (the list item lays out its icon and text with a gap): the price stays a word of the text.
  {
    key: 'price',
    text: (
      <span>
        One-time <CoursePrice />
      </span>
    ),
  },
  { key: 'access', text: 'Lifetime access' },
  { key: 'guarantee', text: '30-day money-back guarantee' },
] as const;

/** '/' for visitors: what the academy offers and how to start. */
export function LandingPage() {
  useDocumentTitle('Master AI for Business Success');
  const { setMentorContext } = usePlatform();
  useEffect(() => {
    setMentorContext({ page: 'landing' });
    return () => setMentorContext(null);
  }, [setMentorContext]);
  return (
    <div className="flex flex-1 flex-col">
      <section className="relative overflow-hidden bg-gradient-to-b from-accent via-background to-background">
        <div aria-hidden="true" className="pointer-events-none absolute -top-32 left-1/2 h-96 w-[48rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl" />
        <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-8 px-4 pt-16 pb-16 text-center sm:px-6 sm:pt-24 sm:pb-20">
          <span className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/80 px-4 py-1.5 text-sm font-medium text-accent-foreground shadow-xs">
            <BrainCircuit aria-hidden="true" className="size-4" />
            The AI course built for business owners
          </span>
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl">
            Master AI for <span className="text-primary">Business Success</span>
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Learn to use AI where it moves the numbers: winning customers, saving hours every week and growing revenue. Practical lessons, ready-made tools and
            calculators that show the return before you invest.
          </p>
          <div className="flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
            <Link to="/onboarding" className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
              Start Your Journey
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/pricing" className={buttonVariants({ size: 'lg', variant: 'outline', className: 'w-full sm:w-auto' })}>
              View Pricing
            </Link>
          </div>
          <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {promises.map((promise) => (
              <li key={promise.key} className="flex items-center gap-1.5">
                <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
                {promise.text}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="features-title" className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Everything you need to put AI to work
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            One course that takes you from first steps to measurable results, with the tools to apply each lesson.
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full transition-shadow hover:shadow-md">
                <CardHeader className="gap-3">
                  <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                    <Icon className="size-5" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                  <CardDescription className="text-base leading-relaxed">{description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to grow your business with AI?
          </h2>
          <p className="max-w-2xl text-lg text-pretty text-indigo-100">
            Join for a one-time <CoursePrice /> and keep lifetime access to every module, tool and update. If it is not right for you, ask for your money back
            within 30 days.
          </p>
          <div className="flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
            <Link to="/onboarding" className={onPrimaryButton('bg-white text-primary shadow-sm hover:bg-indigo-50')}>
              Start Your Journey
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/pricing" className={onPrimaryButton('text-primary-foreground ring-1 ring-white/50 hover:bg-white/10')}>
              View Pricing
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

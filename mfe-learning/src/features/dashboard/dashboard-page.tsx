import type { AiTool, CaseStudy, ModuleSummary, ProgressRecord } from '@academy/contracts';
import { displayedPercentOf } from '@academy/rules/learning';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, ErrorBox, LoadingState, Progress, cn } from '@academy/ui';
import { useAuth } from '@academy/web-kit';
import { toolColorClasses, toolIcon } from '@academy/web-kit/tool-icons';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  AlarmClock,
  ArrowRight,
  Award,
  BookOpen,
  ClipboardCheck,
  Clock,
  Download,
  ExternalLink,
  FileSpreadsheet,
  FileText,
  Lock,
  PartyPopper,
  ShieldCheck,
  Trophy,
} from 'lucide-react';
import { useEffect } from 'react';
import { LearningPathCard } from '../learning-path/index.ts';
import { useMentorContext } from '../mentor-context/index.ts';
import { ModuleUpdatesCard } from '../module-updates/index.ts';
import { categoryLabel, categoryStyle, progressModuleOfSummary, useModules } from '../modules/index.ts';
import { Placeholder } from '../placeholder/index.ts';
import { useProgressList } from '../progress/index.ts';
import { useStats } from '../stats/index.ts';
import { ArenaQuickView } from './arena-quick-view.tsx';
import { useAiTools, useFeaturedCaseStudy, useOnboardingStatus } from './data/queries.ts';
import { DASHBOARD_TOOLS_LIMIT, NO_ACTIVE_MODULES_TEXT, continueLearningModules } from './dashboard-view.ts';
import { ProgressPanel } from './progress-panel.tsx';
import { toolDestination } from './tool-links.ts';
import { WelcomeBanner } from './welcome-banner.tsx';

/** The files behind Download Templates (served by the learning service). */
export const TEMPLATE_DOWNLOADS = [
  { href: '/api/templates/ai-prompt-pack.md', file: 'ai-prompt-pack.md', label: 'AI Prompt Pack', icon: FileText },
  { href: '/api/templates/roi-worksheet.csv', file: 'roi-worksheet.csv', label: 'ROI Worksheet', icon: FileSpreadsheet },
] as const;

const noRecords: ProgressRecord[] = [];

/** `started`: the learner has a record on the module; `percent`: how far it is. */
function ContinueCard({ module, started, percent }: { module: ModuleSummary; started: boolean; percent: number }) {
  const { icon: Icon, tile } = categoryStyle(module.category);
  const locked = module.access === 'locked';
  return (
    <Link
      to="/module/$id"
      params={{ id: String(module.id) }}
      className="group flex items-start gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className={cn('hidden size-12 shrink-0 items-center justify-center rounded-lg sm:flex', tile)}>
        <Icon className="size-6 text-white" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium text-muted-foreground">
          Module {module.moduleNumber} · {categoryLabel(module.category)}
        </span>
        <span className="mt-0.5 block font-semibold text-foreground group-hover:text-primary">{module.title}</span>
        <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-3.5" aria-hidden="true" />
            {module.estimatedMinutes} min
          </span>
          {locked ? (
            <span className="inline-flex items-center gap-1.5">
              <Lock className="size-3.5" aria-hidden="true" />
              Included with lifetime access
            </span>
          ) : (
            <span>{started ? `${percent}% complete` : 'Not started yet'}</span>
          )}
        </span>
        {!locked && started ? <Progress value={percent} className="mt-2 h-1.5" aria-label={`${module.title} progress`} /> : null}
      </span>
      <ArrowRight className="mt-1 size-5 shrink-0 text-muted-foreground group-hover:text-primary" aria-hidden="true" />
    </Link>
  );
}

/**
 * The next modules to work on. While the learner's records load (`records` undefined), the cards
 * are placeholders of the ones the list itself points to: its own summary of the learner's progress,
 * or, for the modules as the slice ships them, those of a learner who has started nothing.
 */
function ContinueLearning({ modules, records }: { modules: readonly ModuleSummary[]; records: readonly ProgressRecord[] | undefined }) {
  if (modules.length === 0) {
    return (
      <EmptyState
        icon={<BookOpen className="size-10" aria-hidden="true" />}
        title="No modules available yet"
        description="New learning modules will be added soon. Check back later!"
      />
    );
  }
  const perList = modules.flatMap((module) => (module.progress ? [{ moduleId: module.id, completed: module.progress.completed }] : []));
  const next = continueLearningModules(modules, records ?? perList);
  if (records === undefined && next.length > 0) {
    return (
      <div role="status">
        <span className="sr-only">Loading your progress...</span>
        <Placeholder className="grid gap-4">
          {next.map((module) => (
            <ContinueCard key={module.id} module={module} started={module.progress !== null} percent={0} />
          ))}
        </Placeholder>
      </div>
    );
  }
  if (next.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-success/40 bg-success-soft px-6 py-10 text-center">
        <PartyPopper className="size-8 text-success" aria-hidden="true" />
        <p className="font-medium text-foreground">{NO_ACTIVE_MODULES_TEXT}</p>
      </div>
    );
  }
  return (
    <ul aria-label="Continue Learning" className="grid gap-4">
      {next.map((module) => {
        const record = records?.find((item) => item.moduleId === module.id);
        return (
          <li key={module.id}>
            <ContinueCard module={module} started={record !== undefined} percent={displayedPercentOf(record, progressModuleOfSummary(module))} />
          </li>
        );
      })}
    </ul>
  );
}

function ToolTile({ tool }: { tool: AiTool }) {
  const Icon = toolIcon(tool.icon);
  const destination = toolDestination(tool);
  const className =
    'group flex h-full items-start gap-3 rounded-xl border border-border bg-card p-4 transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
  const body = (
    <>
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', toolColorClasses(tool.color))}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-semibold text-foreground group-hover:text-primary">
          {tool.name}
          {destination.kind === 'external' ? (
            <>
              <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </>
          ) : null}
        </span>
        <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">{tool.description}</span>
      </span>
    </>
  );
  return destination.kind === 'external' ? (
    <a href={destination.href} target="_blank" rel="noopener noreferrer" className={className}>
      {body}
    </a>
  ) : (
    <Link to={destination.to} className={className}>
      {body}
    </Link>
  );
}

/** Four tiles' room while the catalogue (the tools slice's) loads: an icon, a name and two lines each. */
function ToolTilesPlaceholder() {
  return (
    <div role="status">
      <span className="sr-only">Loading tools...</span>
      <Placeholder className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: DASHBOARD_TOOLS_LIMIT }, (_, index) => (
          <div key={index} className="flex items-start gap-3 rounded-xl border border-border bg-card p-4">
            <span className="size-10 shrink-0 rounded-lg bg-muted" />
            <span className="min-w-0 flex-1">
              <span className="block h-6 w-1/2 rounded bg-muted" />
              <span className="mt-1 block h-10 rounded bg-muted" />
            </span>
          </div>
        ))}
      </Placeholder>
    </div>
  );
}

function AiToolsPanel() {
  const tools = useAiTools();
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-4 p-6">
        <CardTitle as="h2">AI Tools</CardTitle>
        <Link to="/tools" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          All tools
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <CardContent>
        {tools.isPending ? (
          <ToolTilesPlaceholder />
        ) : tools.isError ? (
          <ErrorBox title="The tools could not be loaded" message={tools.error.message} onRetry={() => void tools.refetch()} />
        ) : tools.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tools are in the catalogue yet.</p>
        ) : (
          <ul aria-label="AI tools" className="grid gap-4 sm:grid-cols-2">
            {tools.data.slice(0, DASHBOARD_TOOLS_LIMIT).map((tool) => (
              <li key={tool.id}>
                <ToolTile tool={tool} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

const industryLabels: Readonly<Record<CaseStudy['industry'], string>> = {
  'e-commerce': 'E-commerce',
  saas: 'SaaS',
  consulting: 'Consulting',
  other: 'Other',
};

function SuccessStory({ study }: { study: CaseStudy }) {
  return (
    <section aria-labelledby="success-stories-title">
      <Card className="overflow-hidden">
        <CardHeader>
          <CardTitle as="h2" id="success-stories-title" className="flex items-center gap-2">
            <Trophy className="size-5 text-warning" aria-hidden="true" />
            Success Stories
          </CardTitle>
        </CardHeader>
        <CardContent>
          <article className="flex flex-col gap-5 sm:flex-row">
            {study.imageUrl ? <img src={study.imageUrl} alt="" className="h-40 w-full rounded-lg object-cover sm:w-56" /> : null}
            <div className="min-w-0 flex-1 space-y-3">
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="secondary">{industryLabels[study.industry]}</Badge>
                <span>{study.readingTime} min read</span>
              </div>
              <h3 className="text-lg font-semibold text-foreground">{study.title}</h3>
              <p className="text-sm leading-6 text-muted-foreground">{study.description}</p>
              <dl className="flex flex-wrap gap-3">
                <div className="rounded-lg bg-success-soft px-3 py-2">
                  <dt className="sr-only">Revenue growth</dt>
                  <dd className="text-sm font-semibold text-success">+{study.roiPercentage}% revenue growth</dd>
                </div>
                <div className="rounded-lg bg-secondary px-3 py-2">
                  <dt className="inline text-sm text-muted-foreground">Time to ROI: </dt>
                  <dd className="inline text-sm font-semibold text-foreground">{study.timeToRoi}</dd>
                </div>
              </dl>
            </div>
          </article>
        </CardContent>
      </Card>
    </section>
  );
}

function FeaturedCaseStudy() {
  const study = useFeaturedCaseStudy();
  if (study.isPending || study.data === null) return null;
  if (study.isError) {
    return <ErrorBox title="The success story could not be loaded" message={study.error.message} onRetry={() => void study.refetch()} className="max-w-none" />;
  }
  return <SuccessStory study={study.data} />;
}

const quickLinkClass =
  'flex items-center gap-3 rounded-lg border border-input bg-background px-4 py-3 text-left shadow-sm transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quick Actions</CardTitle>
        <CardDescription>Jump straight to what you need.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Link to="/skill-assessment" className={quickLinkClass}>
          <ClipboardCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-foreground">Take Skill Assessment</span>
            <span className="text-xs text-muted-foreground">Find out where you stand with AI in 10 questions.</span>
          </span>
        </Link>
        <Link to="/certificate" className={quickLinkClass}>
          <Award className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-foreground">Your Certificate</span>
            <span className="text-xs text-muted-foreground">Earned by completing every module; anyone can check it.</span>
          </span>
        </Link>
        <div role="group" aria-labelledby="download-templates-title" className="rounded-lg border border-input bg-background px-4 py-3 shadow-sm">
          <p id="download-templates-title" className="flex items-center gap-3 text-sm font-semibold text-foreground">
            <Download className="size-5 shrink-0 text-primary" aria-hidden="true" />
            Download Templates
          </p>
          <ul className="mt-2 space-y-1 pl-8">
            {TEMPLATE_DOWNLOADS.map(({ href, file, label, icon: Icon }) => (
              <li key={file}>
                <a href={href} download={file} className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline">
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Link to="/admin" className={quickLinkClass}>
          <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="flex flex-col">
            <span className="text-sm font-semibold text-foreground">Admin Dashboard</span>
            <span className="text-xs text-muted-foreground">Manage users, plans and the CRM.</span>
          </span>
        </Link>
      </CardContent>
    </Card>
  );
}

function StudyReminder({ minutesToday, loading }: { minutesToday: number | undefined; loading: boolean }) {
  return (
    <Card className="border-warning/30 bg-warning-soft">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <AlarmClock className="size-5 text-warning" aria-hidden="true" />
          Daily Study Reminder
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="font-medium text-foreground">
          {minutesToday !== undefined
            ? `You've studied ${minutesToday} ${minutesToday === 1 ? 'minute' : 'minutes'} today`
            : loading
              ? 'Counting your study time...'
              : 'Your study time could not be loaded.'}
        </p>
        <p className="text-muted-foreground">A focused 15 minutes a day keeps your streak alive and the ideas fresh enough to use.</p>
        <Link to="/courses" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
          Pick up a module
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}

/** '/' for a signed-in learner: where they are and where to go next. */
export function DashboardPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const onboarding = useOnboardingStatus();
  const modules = useModules();
  const progress = useProgressList();
  const stats = useStats();
  useMentorContext({ page: 'dashboard' });

  // A learner with no onboarding on record starts there, but only on the service's own answer.
  const needsOnboarding = onboarding.checked && onboarding.data === false;
  useEffect(() => {
    if (needsOnboarding) void navigate({ to: '/onboarding', replace: true });
  }, [needsOnboarding, navigate]);

  // Undefined while the learner's records load: the modules are drawn meanwhile, their progress as placeholders.
  const records = progress.isPending ? undefined : (progress.data ?? noRecords);
  const firstName = user?.firstName?.trim() || undefined;
  const learningData = modules.isPending ? 'pending' : modules.isError || progress.isError ? 'error' : 'ready';
  const retryLearningData = () => {
    if (modules.isError) void modules.refetch();
    if (progress.isError) void progress.refetch();
  };
  const learningError = modules.error ?? progress.error;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <WelcomeBanner firstName={firstName} stats={stats.data} loading={stats.isPending} />
      {stats.isError ? (
        <ErrorBox title="Your stats could not be loaded" message={stats.error.message} onRetry={() => void stats.refetch()} className="max-w-none" />
      ) : null}

      <div className="grid gap-8 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-8 lg:col-span-2">
          <ModuleUpdatesCard />
          <LearningPathCard />
          <Card>
            <div className="flex flex-wrap items-center justify-between gap-4 p-6">
              <CardTitle as="h2">Continue Learning</CardTitle>
              <Link to="/courses" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
                Browse all courses
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </div>
            <CardContent>
              {learningData === 'pending' ? (
                <LoadingState label="Loading modules..." />
              ) : learningData === 'error' ? (
                <ErrorBox title="Your modules could not be loaded" message={learningError?.message} onRetry={retryLearningData} />
              ) : (
                <ContinueLearning modules={modules.data ?? []} records={records} />
              )}
            </CardContent>
          </Card>
          <AiToolsPanel />
          <FeaturedCaseStudy />
        </div>

        <div className="flex min-w-0 flex-col gap-8">
          {learningData === 'ready' && modules.data && modules.data.length > 0 ? (
            records === undefined ? (
              // The same panel for every learner in size: how many modules, the first three's bars.
              <Placeholder>
                <ProgressPanel modules={modules.data} records={noRecords} />
              </Placeholder>
            ) : (
              <ProgressPanel modules={modules.data} records={records} />
            )
          ) : null}
          <ArenaQuickView />
          <QuickActions />
          <StudyReminder minutesToday={stats.data?.minutesToday} loading={stats.isPending} />
        </div>
      </div>
    </div>
  );
}

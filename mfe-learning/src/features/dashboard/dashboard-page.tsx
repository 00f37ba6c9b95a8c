import type { LearningModule } from '@academy/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, EmptyState, ErrorBox, LoadingState, cn } from '@academy/ui';
import { useAuth, usePlatform } from '@academy/web-kit';
import { Link } from '@tanstack/react-router';
import { ArrowRight, BookOpen, ClipboardCheck, Clock, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { categoryLabel, categoryStyle, useModules } from '../modules/index.ts';

/** How many modules 'Continue Learning' offers. */
export const CONTINUE_LEARNING_COUNT = 2;

function ContinueCard({ module }: { module: LearningModule }) {
  const { icon: Icon, tile } = categoryStyle(module.category);
  return (
    <Link
      to="/module/$id"
      params={{ id: String(module.id) }}
      className="group flex items-start gap-4 rounded-xl border border-border bg-card p-4 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-lg', tile)}>
        <Icon className="size-6 text-white" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium text-muted-foreground">
          Module {module.moduleNumber} · {categoryLabel(module.category)}
        </span>
        <span className="mt-0.5 block font-semibold text-foreground group-hover:text-primary">{module.title}</span>
        <span className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" />
          {module.estimatedMinutes} min
        </span>
      </span>
      <ArrowRight className="mt-1 size-5 shrink-0 text-muted-foreground group-hover:text-primary" aria-hidden="true" />
    </Link>
  );
}

const quickActions = [
  { to: '/skill-assessment', label: 'Take Skill Assessment', text: 'Find out where you stand with AI in 10 questions.', icon: ClipboardCheck },
  { to: '/admin', label: 'Admin Dashboard', text: 'Manage users, plans and security.', icon: ShieldCheck },
] as const;

/** '/' for a signed-in learner: where they are and where to go next. */
export function DashboardPage() {
  const { user } = useAuth();
  const { setMentorContext } = usePlatform();
  const modules = useModules();
  const firstName = user?.firstName?.trim();

  useEffect(() => {
    setMentorContext({ page: 'dashboard' });
    return () => setMentorContext(null);
  }, [setMentorContext]);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <section
        aria-labelledby="welcome-title"
        className="rounded-2xl bg-gradient-to-r from-indigo-600 to-blue-600 px-6 py-8 text-white shadow-lg sm:px-10"
      >
        <h1 id="welcome-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
        </h1>
        <p className="mt-2 text-indigo-100">
          {modules.data
            ? `${modules.data.length} ${modules.data.length === 1 ? 'module' : 'modules'} in your programme`
            : 'Your AI business programme'}
        </p>
      </section>

      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <div className="flex flex-wrap items-center justify-between gap-4 p-6">
            <CardTitle as="h2">Continue Learning</CardTitle>
            <Link to="/courses" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
              Browse all courses
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <CardContent>
            {modules.isPending ? (
              <LoadingState label="Loading modules..." />
            ) : modules.isError ? (
              <ErrorBox title="The modules could not be loaded" message={modules.error.message} onRetry={() => void modules.refetch()} />
            ) : modules.data.length === 0 ? (
              <EmptyState
                icon={<BookOpen className="size-10" aria-hidden="true" />}
                title="No modules available yet"
                description="New learning modules will be added soon. Check back later!"
              />
            ) : (
              <ul aria-label="Continue Learning" className="grid gap-4">
                {modules.data.slice(0, CONTINUE_LEARNING_COUNT).map((module) => (
                  <li key={module.id}>
                    <ContinueCard module={module} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2">Quick Actions</CardTitle>
            <CardDescription>Jump straight to what you need.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {quickActions.map(({ to, label, text, icon: Icon }) => (
              <Link
                key={to}
                to={to}
                className="flex items-center gap-3 rounded-lg border border-input bg-background px-4 py-3 text-left shadow-sm transition-colors hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="text-sm font-semibold text-foreground">{label}</span>
                  <span className="text-xs text-muted-foreground">{text}</span>
                </span>
              </Link>
            ))}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

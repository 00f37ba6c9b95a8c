import type { CrmDashboardStats } from '@academy/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, ErrorBox } from '@academy/ui';
import { Placeholder } from '@academy/ui/placeholder';
import { Activity, DollarSign, Handshake, Users, type LucideIcon } from 'lucide-react';
import { useCrmDashboardStats } from './data/queries.ts';
import { formatDollars } from './format-dollars.ts';

/** `value` undefined: still loading, a placeholder of its size (never a made-up 0). */
type StatCardProps = { title: string; value: string | undefined; note: string; icon: LucideIcon };

function StatCard({ title, value, note, icon: Icon }: StatCardProps) {
  return (
    <Card role="group" aria-label={title}>
      <div className="flex items-center justify-between gap-2 px-6 pt-6 pb-2">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <Icon className="size-5 text-primary" aria-hidden="true" />
      </div>
      <CardContent>
        <p className="text-3xl font-bold tracking-tight break-words text-foreground">
          {value ?? (
            <Placeholder as="span" className="inline-block w-24 rounded bg-secondary">
              {'\u00a0'}
            </Placeholder>
          )}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}

const hints = [
  { icon: Users, title: 'Add Contacts', text: 'Record your leads and customers with their company, status and potential value.' },
  { icon: Activity, title: 'Track Activities', text: 'Log the calls, e-mails and meetings you have with each contact.' },
  { icon: Handshake, title: 'Manage Deals', text: 'Follow every opportunity through your pipeline until it closes.' },
] as const;

/** The four figures; with `stats` undefined (loading) each is a placeholder. */
function statCards(stats: Partial<CrmDashboardStats> | undefined): StatCardProps[] {
  const shown = (value: number | undefined, format: (value: number) => string = String) => (stats ? format(value ?? 0) : undefined);
  return [
    { title: 'Total Contacts', value: shown(stats?.totalContacts), note: 'leads and customers', icon: Users },
    { title: 'Active Deals', value: shown(stats?.totalDeals), note: 'in pipeline', icon: Handshake },
    { title: 'Revenue', value: shown(stats?.totalValue, formatDollars), note: 'closed deals', icon: DollarSign },
    { title: 'This Week', value: shown(stats?.activitiesThisWeek), note: 'activities logged', icon: Activity },
  ];
}

/** The CRM's summary figures and how to get started. */
export function CrmDashboard() {
  const stats = useCrmDashboardStats();

  if (stats.isError) {
    return <ErrorBox title="The CRM figures could not be loaded" message={stats.error.message} onRetry={() => void stats.refetch()} />;
  }

  return (
    <div className="flex flex-col gap-8">
      {stats.isPending ? (
        <p role="status" className="sr-only">
          Loading dashboard...
        </p>
      ) : null}
      {/* One figure per row on phones: a seven-figure revenue needs the width. */}
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {statCards(stats.data).map((card) => (
          <StatCard key={card.title} {...card} />
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Getting Started</CardTitle>
          <CardDescription>Three habits that keep your customer relationships on track.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-6 md:grid-cols-3">
            {hints.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-foreground">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

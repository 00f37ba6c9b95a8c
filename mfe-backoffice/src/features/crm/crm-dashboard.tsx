import type { CrmDashboardStats } from '@academy/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, ErrorBox, LoadingState } from '@academy/ui';
import { Activity, DollarSign, Handshake, Users, type LucideIcon } from 'lucide-react';
import { useCrmDashboardStats } from './data/queries.ts';
import { formatDollars } from './format-dollars.ts';

type StatCardProps = { title: string; value: string; note: string; icon: LucideIcon };

function StatCard({ title, value, note, icon: Icon }: StatCardProps) {
  return (
    <Card role="group" aria-label={title}>
      <div className="flex items-center justify-between gap-2 px-6 pt-6 pb-2">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <Icon className="size-5 text-primary" aria-hidden="true" />
      </div>
      <CardContent>
        <p className="text-3xl font-bold tracking-tight break-words text-foreground">{value}</p>
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

function statCards(stats: Partial<CrmDashboardStats> | undefined): StatCardProps[] {
  return [
    { title: 'Total Contacts', value: String(stats?.totalContacts ?? 0), note: 'leads and customers', icon: Users },
    { title: 'Active Deals', value: String(stats?.totalDeals ?? 0), note: 'in pipeline', icon: Handshake },
    { title: 'Revenue', value: formatDollars(stats?.totalValue ?? 0), note: 'closed deals', icon: DollarSign },
    { title: 'This Week', value: String(stats?.activitiesThisWeek ?? 0), note: 'activities logged', icon: Activity },
  ];
}

/** The CRM's summary figures and how to get started. */
export function CrmDashboard() {
  const stats = useCrmDashboardStats();

  if (stats.isPending) return <LoadingState label="Loading dashboard..." />;
  if (stats.isError) {
    return <ErrorBox title="The CRM figures could not be loaded" message={stats.error.message} onRetry={() => void stats.refetch()} />;
  }

  return (
    <div className="flex flex-col gap-8">
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

import type { BusinessImpactMetric, RoiCalculation } from '@academy/contracts';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, formatMoney } from '@academy/rules/tools';
import { Badge, type BadgeVariant, Button, Card, CardContent, CardHeader, CardTitle, ErrorBox, LoadingState } from '@academy/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@academy/ui/tabs';
import { usePlatform } from '@academy/web-kit';
import { BarChart3, Clock, DollarSign, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useUrlForm } from '../calculator-kit/index.ts';
import { BusinessImpactForm, RoiCalculationForm, calculationMethodLabels, metricTypeLabels } from './analytics-forms.tsx';
import { dailySeries, impactSeries, improvementFigure, roiFigure, studyTimeText, summarise, verifiedMetrics, type SignedFigure } from './analytics-figures.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import {
  useBusinessImpact,
  useDeleteMetric,
  useDeleteRoiCalculation,
  useLearningSessions,
  useRoiCalculations,
  useSkillRecords,
  useUpdateMetric,
  useUpdateRoiCalculation,
  failureText,
} from '../analytics-data/index.ts';
import { RowEditor } from './row-editor.tsx';
import { ImpactChart, SkillChart, TrendChart } from './trend-chart.tsx';

const tabs = ['overview', 'learning', 'impact', 'skills', 'roi'] as const;
type Tab = (typeof tabs)[number];
const defaults = { period: String(DEFAULT_ANALYTICS_PERIOD), tab: 'overview' };

function SummaryCard({ title, value, note, icon }: { title: string; value: string; note: string; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 p-5">
        <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
          <span>{title}</span>
          {icon}
        </div>
        <p className="text-2xl font-bold text-foreground" data-card={title}>
          {value}
        </p>
        <p className="text-xs text-muted-foreground" data-card-note={title}>
          {note}
        </p>
      </CardContent>
    </Card>
  );
}

const toneVariants: Record<SignedFigure['tone'], BadgeVariant> = { gain: 'success', loss: 'destructive', even: 'secondary', none: 'outline' };

/** A signed percentage as a badge: a loss looks like one (minus sign, its own colour) and is said in words. */
function SignedBadge({ figure }: { figure: SignedFigure }) {
  return (
    <Badge variant={toneVariants[figure.tone]}>
      <span aria-hidden="true">{figure.text}</span>
      <span className="sr-only">{figure.spoken}</span>
    </Badge>
  );
}

const figure = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function MetricList({ metrics, verified, manage = false }: { metrics: readonly BusinessImpactMetric[]; verified: ReadonlySet<number>; manage?: boolean }) {
  const update = useUpdateMetric();
  const remove = useDeleteMetric();
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  if (metrics.length === 0) return <p className="text-sm text-muted-foreground">No business impact metrics in this period yet.</p>;
  return (
    <>
    <ul aria-label="Business impact metrics" className="flex flex-col gap-2">
      {metrics.map((m) => {
        const name = `${metricTypeLabels[m.metricType]} metric of ${date(m.createdAt)}`;
        return (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
            <div className="min-w-0">
              <p className="font-medium">{metricTypeLabels[m.metricType]}</p>
              <p className="text-sm text-muted-foreground">
                {m.baselineValue === null ? '—' : figure(m.baselineValue)} → {figure(m.currentValue)} · {date(m.createdAt)}
                {m.attributedModules.length ? ` · modules ${m.attributedModules.join(', ')}` : ''}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <SignedBadge figure={improvementFigure(m)} />
              <Badge variant="secondary">{verified.has(m.id) ? 'Verified' : 'Not verified'}</Badge>
              {manage ? (
                <>
                  <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => { setFailure(null); setEditing(m.id); }}>
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={() => { setDeleteFailure(null); setDeleting({ id: m.id, name }); }}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </>
              ) : null}
            </div>
            {manage && editing === m.id ? (
              <RowEditor
                id={`metric-${m.id}-current`}
                label="New current value"
                initial={m.currentValue}
                saving={update.isPending}
                failure={failure}
                onCancel={() => setEditing(null)}
                onSave={(value) =>
                  update.mutate(
                    // The service recomputes the improvement from the new value.
                    { id: m.id, input: { metricType: m.metricType, baselineValue: m.baselineValue, currentValue: value as number, attributedModules: m.attributedModules } },
                    { onSuccess: () => setEditing(null), onError: (error) => setFailure(failureText('Saving the metric', error)) },
                  )
                }
              />
            ) : null}
          </li>
        );
      })}
    </ul>
    {manage ? (
      <ConfirmDeleteDialog
        title="Delete this metric?"
        target={deleting?.name ?? null}
        busy={remove.isPending}
        failure={deleteFailure}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (error) => setDeleteFailure(failureText('Deleting the metric', error)) });
        }}
      />
    ) : null}
    </>
  );
}

function RoiList({ calculations }: { calculations: readonly RoiCalculation[] }) {
  const update = useUpdateRoiCalculation();
  const remove = useDeleteRoiCalculation();
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  if (calculations.length === 0) return <p className="text-sm text-muted-foreground">No ROI calculations in this period yet.</p>;
  return (
    <>
    <ul aria-label="ROI calculations" className="flex flex-col gap-2">
      {calculations.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
          <div className="min-w-0">
            <p className="font-medium">
              {formatMoney(c.investmentAmount)} → {formatMoney(c.projectedReturn)}
            </p>
            <p className="text-sm text-muted-foreground">
              {calculationMethodLabels[c.calculationMethod]} · {c.timeInvested} h · {date(c.createdAt)}
              {c.actualReturn !== null ? ` · actual ${formatMoney(c.actualReturn)}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <SignedBadge figure={roiFigure(c.roiPercentage)} />
            <Button variant="ghost" size="icon" aria-label={`Record the actual return of ${date(c.createdAt)}`} onClick={() => { setFailure(null); setEditing(c.id); }}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete ROI calculation of ${date(c.createdAt)}`} onClick={() => { setDeleteFailure(null); setDeleting({ id: c.id, name: `ROI calculation of ${date(c.createdAt)} (${formatMoney(c.investmentAmount)} → ${formatMoney(c.projectedReturn)})` }); }}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
          {editing === c.id ? (
            <RowEditor
              id={`roi-${c.id}-actual`}
              label="Actual return ($)"
              initial={c.actualReturn}
              saving={update.isPending}
              failure={failure}
              onCancel={() => setEditing(null)}
              onSave={(value) =>
                update.mutate(
                  {
                    id: c.id,
                    input: { investmentAmount: c.investmentAmount, timeInvested: c.timeInvested, projectedReturn: c.projectedReturn, actualReturn: value, calculationMethod: c.calculationMethod },
                  },
                  { onSuccess: () => setEditing(null), onError: (error) => setFailure(failureText('Saving the calculation', error)) },
                )
              }
            />
          ) : null}
        </li>
      ))}
    </ul>
    <ConfirmDeleteDialog
      title="Delete this ROI calculation?"
      target={deleting?.name ?? null}
      busy={remove.isPending}
      failure={deleteFailure}
      onCancel={() => setDeleting(null)}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (error) => setDeleteFailure(failureText('Deleting the calculation', error)) });
      }}
    />
    </>
  );
}

/** /analytics: the Analytics dashboard (commerce-and-backoffice spec, section 2), every figure for the chosen period. */
export function AnalyticsPage() {
  const { setMentorContext } = usePlatform();
  const { form, setField } = useUrlForm(defaults);
  const days = (ANALYTICS_PERIODS as readonly number[]).includes(Number(form.period)) ? Number(form.period) : DEFAULT_ANALYTICS_PERIOD;
  const tab: Tab = (tabs as readonly string[]).includes(form.tab) ? (form.tab as Tab) : 'overview';
  const sessions = useLearningSessions();
  const skills = useSkillRecords();
  const metrics = useBusinessImpact();
  const calculations = useRoiCalculations();
  // "Now" is taken afresh whenever the data or the period changes, so a row just written (stamped
  // by the service after the page opened) falls inside the period; every figure is cut at that moment.
  const now = useMemo(() => new Date(), [days, sessions.dataUpdatedAt, metrics.dataUpdatedAt, calculations.dataUpdatedAt]);

  useEffect(() => {
    setMentorContext({ page: 'analytics' });
    return () => setMentorContext(null);
  }, [setMentorContext]);

  const summary = useMemo(
    () => summarise(days, now, { sessions: sessions.data ?? [], metrics: metrics.data ?? [], calculations: calculations.data ?? [] }),
    [days, now, sessions.data, metrics.data, calculations.data],
  );
  const verified = useMemo(() => new Set(verifiedMetrics(summary.metrics, sessions.data ?? []).map((m) => m.id)), [summary.metrics, sessions.data]);
  const points = useMemo(() => dailySeries(summary.sessions, days, now), [summary.sessions, days, now]);
  const impactPoints = useMemo(() => impactSeries(summary.metrics, summary.calculations, days, now), [summary.metrics, summary.calculations, days, now]);
  const skillBars = (skills.data ?? []).map((s) => ({ category: s.skillCategory, pre: s.preAssessmentScore, post: s.postAssessmentScore }));

  if (sessions.isPending || metrics.isPending || calculations.isPending) return <LoadingState label="Loading analytics..." />;

  const failures = [
    sessions.isError ? `Learning sessions could not be loaded (${sessions.error.message}).` : null,
    metrics.isError ? `Business impact metrics could not be loaded (${metrics.error.message}).` : null,
    calculations.isError ? `ROI calculations could not be loaded (${calculations.error.message}).` : null,
  ].filter((text): text is string => text !== null);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Analytics Dashboard</h1>
          <Badge variant="secondary">Business Impact Measurement</Badge>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="period" className="text-sm font-medium">
            Period
          </label>
          <select id="period" value={String(days)} onChange={(e) => setField('period', e.target.value)} className="h-10 rounded-lg border border-input bg-background px-3 text-sm">
            {ANALYTICS_PERIODS.map((p) => (
              <option key={p} value={p}>
                Last {p} days
              </option>
            ))}
          </select>
        </div>
      </header>

      {failures.length > 0 ? (
        <ErrorBox
          title="Some analytics are unavailable"
          message={failures.join(' ')}
          onRetry={() => {
            void sessions.refetch();
            void metrics.refetch();
            void calculations.refetch();
          }}
        />
      ) : null}

      <section aria-label="Summary" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard title="Total Learning Time" value={studyTimeText(summary.learningTime.value, summary.sessions.length)} note={summary.learningTime.note} icon={<Clock className="size-4" aria-hidden="true" />} />
        <SummaryCard title="Avg Engagement" value={`${summary.avgEngagement.value}%`} note={summary.avgEngagement.note} icon={<BarChart3 className="size-4" aria-hidden="true" />} />
        <SummaryCard title="Total ROI" value={formatMoney(summary.totalRoi.value)} note={summary.totalRoi.note} icon={<DollarSign className="size-4" aria-hidden="true" />} />
        <SummaryCard title="Active Metrics" value={String(summary.activeMetrics.value)} note={summary.activeMetrics.note} icon={<ShieldCheck className="size-4" aria-hidden="true" />} />
      </section>

      <Tabs value={tab} onValueChange={(value) => setField('tab', value)}>
        <div className="max-w-full">
          {/* On a phone the five tabs wrap onto two lines rather than hide behind a scroll. */}
          <TabsList className="h-auto flex-wrap justify-start">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="learning">Learning Analytics</TabsTrigger>
            <TabsTrigger value="impact">Business Impact</TabsTrigger>
            <TabsTrigger value="skills">Skill Progress</TabsTrigger>
            <TabsTrigger value="roi">ROI Tracking</TabsTrigger>
          </TabsList>
        </div>

        <TabsContent value="overview" className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Card className="min-w-0 lg:col-span-2">
            <CardHeader>
              <CardTitle>Learning trend</CardTitle>
              <p className="text-sm text-muted-foreground">Based on {summary.sessions.length} {summary.sessions.length === 1 ? 'session' : 'sessions'} in the last {days} days</p>
            </CardHeader>
            <CardContent>
              <TrendChart points={points} />
            </CardContent>
          </Card>
          <Card className="min-w-0 lg:col-span-2">
            <CardHeader>
              <CardTitle>Business impact and ROI</CardTitle>
              <p className="text-sm text-muted-foreground">
                {summary.calculations.length} ROI {summary.calculations.length === 1 ? 'calculation' : 'calculations'} and {summary.metrics.length}{' '}
                {summary.metrics.length === 1 ? 'metric' : 'metrics'} recorded in the last {days} days
              </p>
            </CardHeader>
            <CardContent>
              <ImpactChart points={impactPoints} />
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Skills by category</CardTitle>
            </CardHeader>
            <CardContent>
              {skillBars.length === 0 ? (
                <p className="text-sm text-muted-foreground">Take the skill assessment to see your skills here.</p>
              ) : (
                <ul className="flex flex-col gap-2" aria-label="Skills distribution">
                  {skillBars.map((s) => (
                    <li key={s.category} className="flex justify-between gap-2 text-sm">
                      <span>{s.category}</span>
                      <span className="font-medium tabular-nums">{s.post}%</span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Recent business impact</CardTitle>
            </CardHeader>
            <CardContent>
              <MetricList metrics={summary.metrics.slice(0, 5)} verified={verified} />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="learning" className="mt-4">
          <Card>
            <CardHeader>
              <CardTitle>Learning sessions</CardTitle>
            </CardHeader>
            <CardContent>
              {summary.sessions.length === 0 ? (
                <p className="text-sm text-muted-foreground">No study sessions in the last {days} days.</p>
              ) : (
                <ul aria-label="Learning sessions" className="flex flex-col gap-2">
                  {summary.sessions.map((s) => (
                    <li key={s.id} className="flex flex-wrap justify-between gap-2 rounded-lg border border-border p-3 text-sm">
                      <span className="font-medium">Module {s.moduleId}</span>
                      <span className="text-muted-foreground">
                        {s.sessionDuration} min · {s.engagementScore}% engagement · {date(s.startedAt)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="impact" className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Add a metric</CardTitle>
            </CardHeader>
            <CardContent>
              <BusinessImpactForm />
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Your metrics</CardTitle>
              <p className="text-sm text-muted-foreground">
                Verified: an attributed module was studied before the metric was recorded, and both values are present.
              </p>
            </CardHeader>
            <CardContent>
              <MetricList metrics={summary.metrics} verified={verified} manage />
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="skills" className="mt-4">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Skill progress</CardTitle>
              <p className="text-sm text-muted-foreground">First and latest skill assessment per category (all time).</p>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {skillBars.length === 0 ? (
                <p className="text-sm text-muted-foreground">Take the skill assessment to track your progress.</p>
              ) : (
                <>
                  <SkillChart skills={skillBars} />
                  <ul aria-label="Skill progress" className="flex flex-col gap-2">
                    {(skills.data ?? []).map((s) => (
                      <li key={s.skillCategory} className="flex flex-wrap justify-between gap-2 rounded-lg border border-border p-3 text-sm">
                        <span className="font-medium">{s.skillCategory}</span>
                        <span className="text-muted-foreground">
                          {s.preAssessmentScore}% → {s.postAssessmentScore}% ({s.improvementPoints >= 0 ? '+' : ''}
                          {s.improvementPoints} points)
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="roi" className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle>Calculate ROI</CardTitle>
            </CardHeader>
            <CardContent>
              <RoiCalculationForm />
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>Your ROI calculations</CardTitle>
            </CardHeader>
            <CardContent>
              <RoiList calculations={summary.calculations} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}

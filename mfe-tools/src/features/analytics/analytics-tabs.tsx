import { Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { BusinessImpactForm, RoiCalculationForm } from './analytics-forms.tsx';
import { date } from './analytics-format.ts';
import type { AnalyticsPageModel } from './data/use-analytics-page.ts';
import { MetricList } from './metric-list.tsx';
import { RoiList } from './roi-list.tsx';
import { SkillChart } from './trend-chart.tsx';

/** Learning Analytics: the study sessions of the period. */
export function LearningTab({ page }: { page: AnalyticsPageModel }) {
  const { sessions } = page.summary;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Learning sessions</CardTitle>
      </CardHeader>
      <CardContent>
        {sessions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No study sessions in the last {page.days} days.</p>
        ) : (
          <ul aria-label="Learning sessions" className="flex flex-col gap-2">
            {sessions.map((s) => (
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
  );
}

/** Business Impact: a form for a new metric beside the period's metrics, each editable. */
export function ImpactTab({ page }: { page: AnalyticsPageModel }) {
  return (
    <>
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
          <MetricList metrics={page.summary.metrics} verified={page.verified} manage />
        </CardContent>
      </Card>
    </>
  );
}

/** Skill Progress: first and latest assessment per category. */
export function SkillsTab({ page }: { page: AnalyticsPageModel }) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Skill progress</CardTitle>
        <p className="text-sm text-muted-foreground">First and latest skill assessment per category (all time).</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {page.skillBars.length === 0 ? (
          <p className="text-sm text-muted-foreground">Take the skill assessment to track your progress.</p>
        ) : (
          <>
            <SkillChart skills={page.skillBars} />
            <ul aria-label="Skill progress" className="flex flex-col gap-2">
              {page.skillRecords.map((s) => (
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
  );
}

/** ROI Tracking: the calculator form beside the period's calculations. */
export function RoiTab({ page }: { page: AnalyticsPageModel }) {
  return (
    <>
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
          <RoiList calculations={page.summary.calculations} />
        </CardContent>
      </Card>
    </>
  );
}

import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@academy/ui';
import { TrendingUp } from 'lucide-react';
import type { SkillRecord } from './data/api.ts';
import { useSkillRecords } from './data/queries.ts';
import { orderedCategories, scoreTone } from './score-style.ts';

function Change({ points }: { points: number }) {
  if (points > 0) return <Badge variant="success">+{points} pts</Badge>;
  if (points < 0) return <Badge variant="destructive">{points} pts</Badge>;
  return <Badge variant="secondary">No change</Badge>;
}

function RecordRow({ record }: { record: SkillRecord }) {
  const latestTone = scoreTone(record.postAssessmentScore);
  return (
    <li className="space-y-2">
      <div className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-3">
        <span className="font-medium text-foreground">{record.skillCategory}</span>
        <span className="flex items-center gap-2">
          <span className="tabular-nums text-muted-foreground">
            {record.preAssessmentScore}% <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> <span className={cn('font-semibold', latestTone.text)}>{record.postAssessmentScore}%</span>
          </span>
          <Change points={record.improvementPoints} />
        </span>
      </div>
      <div className="space-y-1" aria-hidden="true">
        <div className="h-1.5 overflow-hidden rounded-full bg-secondary">
          <div className="h-full rounded-full bg-slate-300" style={{ width: `${record.preAssessmentScore}%` }} />
        </div>
        <div className="h-2 overflow-hidden rounded-full bg-secondary">
          <div className={cn('h-full rounded-full', latestTone.bar)} style={{ width: `${record.postAssessmentScore}%` }} />
        </div>
      </div>
    </li>
  );
}

/** Per category, the first and the latest score; shown once the learner has taken the assessment. */
export function SkillProgress() {
  const records = useSkillRecords();
  // Drawn as it is for a learner who has not taken the assessment before (nothing), no spinner: the
  // prerendered page shows the same (docs/decisions/054-first-views-of-tools-and-back-office.md).
  if (records.isPending) {
    return (
      <p role="status" className="sr-only">
        Loading your earlier results...
      </p>
    );
  }
  if (records.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
        <span>Your earlier results could not be loaded ({records.error.message}).</span>
        <Button variant="outline" size="sm" onClick={() => void records.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (records.data.length === 0) return null;

  const byCategory = new Map(records.data.map((record) => [record.skillCategory, record]));
  const ordered = orderedCategories(byCategory.keys()).flatMap((category) => byCategory.get(category) ?? []);
  const unchanged = ordered.every((record) => record.improvementPoints === 0 && record.preAssessmentScore === record.postAssessmentScore);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <TrendingUp className="size-5 text-success" aria-hidden="true" />
          Your progress since your first assessment
        </CardTitle>
        <CardDescription>
          {unchanged
            ? 'This is your starting point. Take the assessment again after a few modules to see how far you have come.'
            : 'First score, then your latest, in each category (the upper bar is your first attempt).'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Progress by category" className="space-y-5">
          {ordered.map((record) => (
            <RecordRow key={record.skillCategory} record={record} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

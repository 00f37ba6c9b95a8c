import type { SkillAssessmentResult } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRight, LayoutDashboard, Lightbulb, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LEARNING_PATH_ANCHOR } from '../learning-path/index.ts';
import { LEVEL_SCALE, LEVEL_SUMMARY, orderedCategories, scoreTone } from './score-style.ts';

function ScoreRing({ score }: { score: number }) {
  return (
    <div
      className="relative flex size-36 shrink-0 items-center justify-center rounded-full sm:size-40"
      style={{ background: `conic-gradient(var(--color-primary) ${score * 3.6}deg, var(--color-secondary) 0deg)` }}
      aria-hidden="true"
    >
      <div className="flex size-28 flex-col items-center justify-center rounded-full bg-card shadow-inner sm:size-32">
        <span className="text-4xl font-bold tracking-tight text-foreground">{score}%</span>
        <span className="text-xs font-medium text-muted-foreground">overall</span>
      </div>
    </div>
  );
}

/** The five category scores as a small horizontal bar chart. */
function CategoryChart({ scores }: { scores: Record<string, number> }) {
  return (
    <ul aria-label="Score by category" className="space-y-4">
      {orderedCategories(Object.keys(scores)).map((category) => {
        const score = scores[category] ?? 0;
        const tone = scoreTone(score);
        return (
          <li key={category} className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-foreground">{category}</span>
              <span className={cn('font-semibold tabular-nums', tone.text)}>{score}%</span>
            </div>
            <div className="h-2.5 overflow-hidden rounded-full bg-secondary" aria-hidden="true">
              <div className={cn('h-full rounded-full transition-[width] duration-700', tone.bar)} style={{ width: `${score}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export interface AssessmentResultsProps {
  result: SkillAssessmentResult;
  onRetake: () => void;
}

/** The graded assessment: overall score and level, the categories, and what to do next. */
export function AssessmentResults({ result, onRetake }: AssessmentResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, []);

  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        <div className="flex flex-col items-center gap-6 bg-gradient-to-br from-indigo-50 via-white to-blue-50 px-6 py-8 text-center sm:flex-row sm:px-10 sm:text-left">
          <ScoreRing score={result.overallScore} />
          <div className="space-y-3">
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-foreground outline-none">
              Your results
            </h2>
            <p className="text-lg text-foreground">
              You scored <strong>{result.overallScore}%</strong>. Your skill level: <Badge className="align-middle text-sm">{result.skillLevel}</Badge>
            </p>
            <p className="text-muted-foreground">{LEVEL_SUMMARY[result.skillLevel]}</p>
          </div>
        </div>
        <ol aria-label="Skill levels" className="grid grid-cols-2 border-t border-border sm:grid-cols-4">
          {LEVEL_SCALE.map(({ level, range }) => {
            const current = level === result.skillLevel;
            return (
              <li
                key={level}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'flex flex-col items-center gap-0.5 border-border px-3 py-3 text-center text-xs odd:border-r sm:border-r sm:last:border-r-0 [&:nth-child(-n+2)]:border-b sm:[&:nth-child(-n+2)]:border-b-0',
                  current ? 'bg-primary text-primary-foreground' : 'text-muted-foreground',
                )}
              >
                <span className="text-sm font-semibold">{level}</span>
                <span>{range}%</span>
              </li>
            );
          })}
        </ol>
      </Card>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle as="h3">Score by category</CardTitle>
            <CardDescription>Where you are strong and where to focus next.</CardDescription>
          </CardHeader>
          <CardContent>
            <CategoryChart scores={result.categoryScores} />
          </CardContent>
        </Card>

        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle as="h3" className="flex items-center gap-2">
              <Lightbulb className="size-5 text-warning" aria-hidden="true" />
              Recommended for you
            </CardTitle>
            <CardDescription>Three next steps for the {result.skillLevel} level.</CardDescription>
          </CardHeader>
          <CardContent>
            <ol aria-label="Recommendations" className="space-y-4">
              {result.recommendations.map((recommendation, index) => (
                <li key={recommendation} className="flex gap-3 text-sm leading-relaxed text-foreground">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
                  >
                    {index + 1}
                  </span>
                  <span>{recommendation}</span>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button asChild size="lg">
          <Link to="/" hash={LEARNING_PATH_ANCHOR}>
            Start Recommended Learning Path
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/">
            <LayoutDashboard aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <Button size="lg" variant="ghost" onClick={onRetake} className="sm:ml-auto">
          <RotateCcw aria-hidden="true" />
          Retake Assessment
        </Button>
      </div>
    </div>
  );
}

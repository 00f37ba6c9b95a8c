import type { CaseStudy } from '@academy/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle, ErrorBox } from '@academy/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';

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

/** The featured case study, when the service features one (read by the dashboard's hook). */
export function FeaturedCaseStudy({ study }: { study: UseQueryResult<CaseStudy | null> }) {
  if (study.isPending || study.data === null) return null;
  if (study.isError) {
    return <ErrorBox title="The success story could not be loaded" message={study.error.message} onRetry={() => void study.refetch()} className="max-w-none" />;
  }
  return <SuccessStory study={study.data} />;
}

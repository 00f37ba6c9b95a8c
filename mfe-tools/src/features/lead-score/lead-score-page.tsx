import { DEFAULT_ENGAGEMENT, ENGAGEMENT_STEP, checkLeadForm, scoreLead, type LeadForm } from '@academy/rules/tools';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Label, Progress, cn } from '@academy/ui';
import { useState } from 'react';
import { CalculatorFrame, Figure, HowItWasComputed, MissingInputs, SelectField, useUrlForm } from '../calculator-kit/index.ts';

const defaults: LeadForm = { companySize: '', industry: '', jobLevel: '', engagement: String(DEFAULT_ENGAGEMENT), budget: '', timeline: '', painPoint: '' };

const options = {
  companySize: [
    { value: 'startup', label: 'Startup (1-10)' },
    { value: 'small', label: 'Small (11-50)' },
    { value: 'medium', label: 'Medium (51-200)' },
    { value: 'large', label: 'Large (201-1000)' },
    { value: 'enterprise', label: 'Enterprise (1000+)' },
  ],
  industry: [
    { value: 'technology', label: 'Technology' },
    { value: 'ecommerce', label: 'E-commerce' },
    { value: 'finance', label: 'Finance' },
    { value: 'healthcare', label: 'Healthcare' },
    { value: 'manufacturing', label: 'Manufacturing' },
    { value: 'education', label: 'Education' },
    { value: 'other', label: 'Other' },
  ],
  jobLevel: [
    { value: 'ceo', label: 'CEO / Founder' },
    { value: 'cto', label: 'CTO / Technical lead' },
    { value: 'director', label: 'Director' },
    { value: 'manager', label: 'Manager' },
    { value: 'specialist', label: 'Specialist' },
    { value: 'other', label: 'Other' },
  ],
  budget: [
    { value: 'under_10k', label: 'Under $10k' },
    { value: '10k_50k', label: '$10k - $50k' },
    { value: '50k_100k', label: '$50k - $100k' },
    { value: '100k_500k', label: '$100k - $500k' },
    { value: 'over_500k', label: 'Over $500k' },
  ],
  timeline: [
    { value: 'immediate', label: 'Immediate' },
    { value: '1_month', label: 'Within 1 month' },
    { value: '3_months', label: 'Within 3 months' },
    { value: '6_months', label: 'Within 6 months' },
    { value: 'no_timeline', label: 'No timeline' },
  ],
  painPoint: [
    { value: 'critical', label: 'Critical' },
    { value: 'important', label: 'Important' },
    { value: 'moderate', label: 'Moderate' },
    { value: 'minor', label: 'Minor' },
    { value: 'none', label: 'None' },
  ],
} as const;

const bandClasses = { green: 'bg-success text-success-foreground', yellow: 'bg-warning text-warning-foreground', red: 'bg-destructive text-white' } as const;

/** /lead-score-calculator: Lead Score Calculator (learner spec, section 9). */
export function LeadScorePage() {
  const { form, shown, setField, showResult } = useUrlForm(defaults);
  const [attempted, setAttempted] = useState(false);
  const checked = checkLeadForm(form);
  const errors = (attempted || shown) && !checked.ok ? checked.errors : {};
  const result = shown && checked.ok ? scoreLead(checked.value) : null;
  const engagement = Number(form.engagement) || 0;

  const select = (field: Exclude<keyof LeadForm, 'engagement'>, label: string) => (
    <SelectField
      id={field}
      label={label}
      value={form[field]}
      onChange={(v) => setField(field, v)}
      options={options[field]}
      placeholder={`Choose ${label.toLowerCase()}`}
      error={errors[field]}
    />
  );

  return (
    <CalculatorFrame
      title="Lead Score Calculator"
      description="Score a lead from 0 to 100 on fit, intent and engagement, and see where to spend your sales time."
      placeholder="Describe the lead, then press Calculate Score."
      form={
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setAttempted(true);
            if (checked.ok) showResult();
          }}
        >
          {select('companySize', 'Company size')}
          {select('industry', 'Industry')}
          {select('jobLevel', 'Job level')}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="engagement">Engagement: {engagement}</Label>
            <input
              id="engagement"
              type="range"
              min={0}
              max={100}
              step={ENGAGEMENT_STEP}
              value={engagement}
              onChange={(event) => setField('engagement', event.target.value)}
              className="w-full accent-primary"
              aria-describedby="engagement-hint"
            />
            <p id="engagement-hint" className="text-xs text-muted-foreground">
              How much the lead has interacted with you (emails opened, pages visited, calls taken), 0-100.
            </p>
            {errors.engagement ? <p className="text-sm text-destructive">{errors.engagement}</p> : null}
          </div>
          {select('budget', 'Budget')}
          {select('timeline', 'Timeline')}
          {select('painPoint', 'Pain point')}
          <Button type="submit">Calculate Score</Button>
          {attempted && !checked.ok ? <MissingInputs messages={Object.values(checked.errors)} /> : null}
        </form>
      }
      result={
        result ? (
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle>Lead score</CardTitle>
              <Badge className={cn(bandClasses[result.colour])}>{result.band} lead</Badge>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <p className="text-5xl font-bold text-foreground" data-figure="Score">
                {result.score}
                <span className="text-xl font-medium text-muted-foreground"> / 100</span>
              </p>
              <Progress value={result.score} aria-label="Lead score" />
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Figure label="Priority" value={result.priority} />
                <Figure label="Conversion likelihood" value={result.likelihood} />
              </dl>
              <table className="w-full text-sm">
                <caption className="sr-only">Points by factor</caption>
                <thead>
                  <tr className="text-left text-muted-foreground">
                    <th className="py-1 font-medium">Factor</th>
                    <th className="py-1 text-right font-medium">Points</th>
                  </tr>
                </thead>
                <tbody>
                  {result.factors.map((factor) => (
                    <tr key={factor.factor} className="border-t border-border">
                      <td className="py-1">{factor.factor}</td>
                      <td className="py-1 text-right tabular-nums">
                        {factor.points} / {factor.max}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <HowItWasComputed steps={result.steps} />
            </CardContent>
          </Card>
        ) : null
      }
    />
  );
}

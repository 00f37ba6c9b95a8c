import { MAX_FUNNEL_STAGES, analyzeFunnel, checkFunnelForm, formatCount, formatPercent, roundTo } from '@academy/rules/tools';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Input, Label } from '@academy/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CalculatorFrame, Figure, HowItWasComputed, MissingInputs, NumberField, useUrlForm } from '../calculator-kit/index.ts';
import { decodeStages, encodeStages, type StageText } from './funnel-encoding.ts';

const defaults = {
  stages: encodeStages([
    { name: 'Visitors', count: '' },
    { name: 'Product views', count: '' },
    { name: 'Added to cart', count: '' },
    { name: 'Purchases', count: '' },
  ]),
  previousEntrants: '',
  previousConversions: '',
};

/** /conversion-analyzer: Conversion Rate Analyzer (formulas in @academy/rules/tools conversion-funnel.ts). */
export function ConversionAnalyzerPage() {
  const { form, shown, setField, showResult } = useUrlForm(defaults);
  const [attempted, setAttempted] = useState(false);
  const stages = decodeStages(form.stages);
  const checked = checkFunnelForm({ stages, previousEntrants: form.previousEntrants, previousConversions: form.previousConversions });
  const showErrors = attempted || shown;
  const errors = showErrors && !checked.ok ? checked.errors : {};
  const stageErrors = showErrors ? (checked.stageErrors ?? []) : [];
  // Too few or too many stages (only a shared or edited link makes them) is said at once: nothing
  // typed here would fix it, and Analyze would otherwise be the only way to find out.
  const wrongStageCount = stages.length < 2 || stages.length > MAX_FUNNEL_STAGES;
  const problems = checked.ok
    ? []
    : showErrors
      ? [...Object.values(checked.errors), ...(checked.stageErrors ?? []).filter(Boolean)]
      : wrongStageCount && checked.errors.stages
        ? [checked.errors.stages]
        : [];
  const result = shown && checked.ok ? analyzeFunnel(checked.value) : null;

  const setStages = (next: StageText[]) => setField('stages', encodeStages(next));
  const updateStage = (index: number, change: Partial<StageText>) => setStages(stages.map((stage, i) => (i === index ? { ...stage, ...change } : stage)));

  return (
    <CalculatorFrame
      title="Conversion Rate Analyzer"
      description="See where your funnel loses people, stage by stage, and whether this period's conversion really changed."
      placeholder="Enter how many people reached each stage, then press Analyze Funnel."
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
          <fieldset className="flex min-w-0 flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-foreground">Funnel stages, from first to last</legend>
            {stages.map((stage, index) => (
              <div key={index} className="flex min-w-0 flex-col gap-1">
                <div className="flex items-end gap-2">
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <Label htmlFor={`stage-${index}-name`}>Stage {index + 1} name</Label>
                    <Input id={`stage-${index}-name`} value={stage.name} onChange={(event) => updateStage(index, { name: event.target.value })} />
                  </div>
                  <div className="flex w-28 shrink-0 flex-col gap-1.5 sm:w-36">
                    <Label htmlFor={`stage-${index}-count`}>Stage {index + 1} count</Label>
                    <Input
                      id={`stage-${index}-count`}
                      type="number"
                      min="0"
                      step="1"
                      inputMode="numeric"
                      value={stage.count}
                      aria-invalid={stageErrors[index] ? true : undefined}
                      onChange={(event) => updateStage(index, { count: event.target.value })}
                    />
                  </div>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove stage ${index + 1}`}
                    disabled={stages.length <= 2}
                    onClick={() => setStages(stages.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                {stageErrors[index] ? <p className="text-sm text-destructive">{stageErrors[index]}</p> : null}
              </div>
            ))}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              disabled={stages.length >= MAX_FUNNEL_STAGES}
              onClick={() => setStages([...stages, { name: `Stage ${stages.length + 1}`, count: '' }])}
            >
              <Plus aria-hidden="true" />
              Add stage
            </Button>
          </fieldset>
          <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold text-foreground">Previous period (optional)</legend>
            <NumberField
              id="previousEntrants"
              label="Previous period visitors"
              step="1"
              value={form.previousEntrants}
              onChange={(v) => setField('previousEntrants', v)}
              error={errors.previousEntrants}
            />
            <NumberField
              id="previousConversions"
              label="Previous period conversions"
              step="1"
              value={form.previousConversions}
              onChange={(v) => setField('previousConversions', v)}
              error={errors.previousConversions}
            />
          </fieldset>
          <Button type="submit">Analyze Funnel</Button>
          <MissingInputs messages={problems} />
        </form>
      }
      result={
        result ? (
          <Card>
            <CardHeader>
              <CardTitle>Funnel analysis</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Figure label="Overall conversion" value={formatPercent(result.overallConversion)} />
                <Figure
                  label="Biggest drop-off"
                  value={result.biggestLeak ? `${result.biggestLeak.name} (${formatPercent(result.biggestLeak.dropOff ?? 0, 1)})` : 'None'}
                />
              </dl>
              <ol aria-label="Stages" className="flex flex-col gap-2">
                {result.stages.map((stage) => (
                  <li key={stage.name} className="rounded-lg border border-border p-3">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-medium">{stage.name}</span>
                      <span className="tabular-nums">{formatCount(stage.count)}</span>
                    </div>
                    <div className="mt-2 h-2 rounded-full bg-muted" aria-hidden="true">
                      <div className="h-2 rounded-full bg-primary" style={{ width: `${Math.max(1, stage.conversionFromStart)}%` }} />
                    </div>
                    {stage.conversionFromPrevious !== null ? (
                      <p className="mt-1 text-xs text-muted-foreground">
                        {formatPercent(stage.conversionFromPrevious, 1)} of the stage before · {formatPercent(stage.dropOff ?? 0, 1)} dropped off
                      </p>
                    ) : null}
                  </li>
                ))}
              </ol>
              {result.comparison ? (
                <div className="rounded-lg border border-border p-3 text-sm">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">Against the previous period</span>
                    <Badge variant={result.comparison.significant ? 'default' : 'secondary'}>
                      {result.comparison.significant ? 'Significant change' : 'Not significant'}
                    </Badge>
                  </div>
                  <p className="mt-1">
                    {formatPercent(result.comparison.previousRate)} → {formatPercent(result.comparison.currentRate)} ({result.comparison.change >= 0 ? '+' : ''}
                    {roundTo(result.comparison.change, 2).toFixed(2)} points)
                  </p>
                </div>
              ) : null}
              <HowItWasComputed steps={result.steps} />
            </CardContent>
          </Card>
        ) : null
      }
    />
  );
}

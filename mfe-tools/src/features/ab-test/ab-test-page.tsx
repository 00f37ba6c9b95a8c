import {
  CONFIDENCE_LEVELS,
  DEFAULT_CONFIDENCE_LEVEL,
  DEFAULT_VARIANT_A_NAME,
  DEFAULT_VARIANT_B_NAME,
  analyzeAbTest,
  checkAbTestForm,
  formatCount,
  formatPercent,
  roundTo,
  type AbTestForm,
} from '@academy/rules/tools';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { useState } from 'react';
import { CalculatorFrame, Figure, HowItWasComputed, MissingInputs, NumberField, SelectField, TextField, useUrlForm } from '../calculator-kit/index.ts';

const defaults: AbTestForm = {
  nameA: DEFAULT_VARIANT_A_NAME,
  visitorsA: '',
  conversionsA: '',
  nameB: DEFAULT_VARIANT_B_NAME,
  visitorsB: '',
  conversionsB: '',
  confidenceLevel: String(DEFAULT_CONFIDENCE_LEVEL),
};

/** /ab-test-optimizer: A/B Test Optimizer (learner spec, sections 5 and 9). */
export function AbTestPage() {
  const { form, shown, setField, showResult } = useUrlForm(defaults);
  const [attempted, setAttempted] = useState(false);
  const checked = checkAbTestForm(form);
  const errors = (attempted || shown) && !checked.ok ? checked.errors : {};
  const result = shown && checked.ok ? analyzeAbTest(checked.value) : null;

  const calculate = () => {
    setAttempted(true);
    if (checked.ok) showResult();
  };

  return (
    <CalculatorFrame
      title="A/B Test Optimizer"
      description="Find out whether the difference between two versions is real or chance, with a pooled two-proportion z-test."
      placeholder="Enter visitors and conversions for both variants, then press Analyze Test."
      form={
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            calculate();
          }}
        >
          <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-foreground">Variant A</legend>
            <TextField id="nameA" label="Variant A name" value={form.nameA} onChange={(v) => setField('nameA', v)} />
            <NumberField
              id="visitorsA"
              label="Variant A visitors"
              step="1"
              value={form.visitorsA}
              onChange={(v) => setField('visitorsA', v)}
              error={errors.visitorsA}
            />
            <NumberField
              id="conversionsA"
              label="Variant A conversions"
              step="1"
              value={form.conversionsA}
              onChange={(v) => setField('conversionsA', v)}
              error={errors.conversionsA}
            />
          </fieldset>
          <fieldset className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-foreground">Variant B</legend>
            <TextField id="nameB" label="Variant B name" value={form.nameB} onChange={(v) => setField('nameB', v)} />
            <NumberField
              id="visitorsB"
              label="Variant B visitors"
              step="1"
              value={form.visitorsB}
              onChange={(v) => setField('visitorsB', v)}
              error={errors.visitorsB}
            />
            <NumberField
              id="conversionsB"
              label="Variant B conversions"
              step="1"
              value={form.conversionsB}
              onChange={(v) => setField('conversionsB', v)}
              error={errors.conversionsB}
            />
          </fieldset>
          <SelectField
            id="confidenceLevel"
            label="Confidence level"
            value={form.confidenceLevel}
            onChange={(v) => setField('confidenceLevel', v)}
            options={Object.keys(CONFIDENCE_LEVELS).map((level) => ({ value: level, label: `${level}%` }))}
            error={errors.confidenceLevel}
          />
          <Button type="submit">Analyze Test</Button>
          {attempted && !checked.ok ? <MissingInputs messages={Object.values(checked.errors)} /> : null}
        </form>
      }
      result={
        result && checked.ok ? (
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle>Test result</CardTitle>
              <Badge variant={result.significant ? 'default' : 'secondary'}>{result.significant ? 'Significant' : 'Not significant'}</Badge>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <p className="text-base font-medium text-foreground" role="status">
                {result.winnerName === null
                  ? 'Both variants convert at the same rate: there is no winner.'
                  : result.significant
                    ? `${result.winnerName} wins at ${checked.value.confidenceLevel}% confidence.`
                    : `${result.winnerName} is ahead, but the difference is not significant at ${checked.value.confidenceLevel}% confidence yet.`}
              </p>
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Figure label={`${checked.value.nameA} rate`} value={formatPercent(result.rateA * 100)} />
                <Figure label={`${checked.value.nameB} rate`} value={formatPercent(result.rateB * 100)} />
                <Figure
                  label="Lift"
                  value={`${result.lift >= 0 ? '+' : ''}${formatPercent(result.lift, 1)}`}
                  tone={result.lift > 0 ? 'good' : result.lift < 0 ? 'bad' : 'default'}
                />
                <Figure label="Confidence" value={formatPercent(result.confidence, 1)} />
                <Figure label="Z-score" value={roundTo(result.z, 3).toFixed(3)} />
                <Figure label="Winner" value={result.winnerName ?? 'None (equal rates)'} />
              </dl>
              {!result.significant ? (
                <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-foreground">
                  {result.requiredPerVariant === null
                    ? 'The rates are equal, so more visitors would not separate them.'
                    : `Sample size still needed: about ${formatCount(result.additionalPerVariant ?? 0)} more visitors per variant (${formatCount(result.requiredPerVariant)} each in total) to detect a difference this size at ${checked.value.confidenceLevel}% confidence with 80% power.`}
                </p>
              ) : null}
              <HowItWasComputed steps={result.steps} />
            </CardContent>
          </Card>
        ) : null
      }
    />
  );
}

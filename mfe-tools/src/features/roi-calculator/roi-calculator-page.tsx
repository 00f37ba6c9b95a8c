import { DEFAULT_ROI_TIME_FRAME, ROI_TIME_FRAMES, calculateRoi, checkRoiForm, formatMoney, formatPercent, type RoiForm } from '@academy/rules/tools';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { useState } from 'react';
import { SaveRoiButton } from './save-roi-button.tsx';
import { CalculatorFrame, Figure, HowItWasComputed, MissingInputs, NumberField, SelectField, useUrlForm } from '../calculator-kit/index.ts';

const defaults: RoiForm = { investment: '', industry: '', toolType: '', teamSize: '5', months: String(DEFAULT_ROI_TIME_FRAME) };

const industries = [
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'saas', label: 'SaaS / Software' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'other', label: 'Other' },
];

const toolTypes = [
  { value: 'automation', label: 'Process automation' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'customer_service', label: 'Customer service' },
  { value: 'content_creation', label: 'Content creation' },
  { value: 'predictive', label: 'Predictive modelling' },
  { value: 'optimization', label: 'Optimisation' },
];

const teamSizes = [
  { value: '5', label: '1-10 people' },
  { value: '25', label: '11-50 people' },
  { value: '100', label: '51-200 people' },
  { value: '300', label: '200+ people' },
];

/** /roi-calculator: ROI Calculator Pro (learner spec, sections 5 and 9). */
export function RoiCalculatorPage() {
  const { form, shown, setField, showResult } = useUrlForm(defaults);
  const [attempted, setAttempted] = useState(false);
  const checked = checkRoiForm(form);
  const errors = (attempted || shown) && !checked.ok ? checked.errors : {};
  const result = shown && checked.ok ? calculateRoi(checked.value) : null;

  const calculate = () => {
    setAttempted(true);
    if (checked.ok) showResult();
  };

  return (
    <CalculatorFrame
      title="ROI Calculator Pro"
      description="Estimate the return on an AI investment from your industry, the kind of tool and your team size."
      placeholder="Enter your investment, industry and tool type, then press Calculate ROI."
      form={
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            calculate();
          }}
        >
          <NumberField
            id="investment"
            label="Investment amount ($)"
            value={form.investment}
            onChange={(v) => setField('investment', v)}
            error={errors.investment}
            placeholder="10000"
          />
          <SelectField
            id="industry"
            label="Industry"
            value={form.industry}
            onChange={(v) => setField('industry', v)}
            options={industries}
            placeholder="Choose your industry"
            error={errors.industry}
          />
          <SelectField
            id="toolType"
            label="AI tool type"
            value={form.toolType}
            onChange={(v) => setField('toolType', v)}
            options={toolTypes}
            placeholder="Choose a tool type"
            error={errors.toolType}
          />
          <SelectField
            id="teamSize"
            label="Team size"
            value={form.teamSize}
            onChange={(v) => setField('teamSize', v)}
            options={teamSizes}
            error={errors.teamSize}
          />
          <SelectField
            id="months"
            label="Time frame"
            value={form.months}
            onChange={(v) => setField('months', v)}
            options={ROI_TIME_FRAMES.map((m) => ({ value: String(m), label: `${m} months` }))}
            error={errors.months}
          />
          <Button type="submit">Calculate ROI</Button>
          {attempted && !checked.ok ? <MissingInputs messages={Object.values(checked.errors)} /> : null}
        </form>
      }
      result={
        result && checked.ok ? (
          <Card>
            <CardHeader>
              <CardTitle>Your projected return</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Figure label="ROI" value={formatPercent(result.roiPercentage, 1)} tone={result.roiPercentage >= 0 ? 'good' : 'bad'} />
                <Figure label="Total return" value={formatMoney(result.totalReturn)} />
                <Figure label="Monthly return" value={formatMoney(result.monthlyReturn)} />
                <Figure label="Net profit" value={formatMoney(result.netProfit)} tone={result.netProfit >= 0 ? 'good' : 'bad'} />
                <Figure label="Payback period" value={`${result.paybackMonths} ${result.paybackMonths === 1 ? 'month' : 'months'}`} />
                <Figure label="Time frame" value={`${checked.value.months} months`} />
              </dl>
              <HowItWasComputed steps={result.steps} />
              <SaveRoiButton investment={checked.value.investment} projectedReturn={result.totalReturn} />
            </CardContent>
          </Card>
        ) : null
      }
    />
  );
}

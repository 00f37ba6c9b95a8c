import { metricTypes, roiCalculationMethods, type MetricType, type RoiCalculationMethod } from '@academy/contracts';
import { formatPercent, hasImprovement, improvementPercentage, parseNumber, roiPercentage } from '@academy/rules/tools';
import { Button, Input, Label } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { useState, type FormEvent } from 'react';
import { failureText, useAddMetric, useAddRoiCalculation } from '../analytics-data/index.ts';
import { improvementFigure } from './analytics-figures.ts';

export const metricTypeLabels: Record<MetricType, string> = {
  revenue: 'Revenue',
  conversion_rate: 'Conversion rate',
  customer_acquisition_cost: 'Customer acquisition cost',
  lifetime_value: 'Lifetime value',
  efficiency: 'Efficiency',
};

export const calculationMethodLabels: Record<RoiCalculationMethod, string> = {
  learning_time: 'Learning time',
  revenue_impact: 'Revenue impact',
  cost_savings: 'Cost savings',
  efficiency_gains: 'Efficiency gains',
};

const selectClass = 'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm text-foreground shadow-xs';

function Notice({ success, failure }: { success: string | null; failure: string | null }) {
  if (failure) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
        {failure}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className="rounded-lg border border-success/30 bg-success-soft p-3 text-sm text-success">
        {success}
      </p>
    );
  }
  return null;
}

/** Module numbers typed as "1, 3": whole numbers only, others dropped. */
function moduleIds(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .map((part) => Number(part))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/** The Business Impact tab's add-metric form (no blocking validation: the service's answer is shown). */
export function BusinessImpactForm() {
  const { toast } = usePlatform();
  const add = useAddMetric();
  const [metricType, setMetricType] = useState<MetricType>('revenue');
  const [baseline, setBaseline] = useState('');
  const [current, setCurrent] = useState('');
  const [modules, setModules] = useState('');
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const baselineValue = parseNumber(baseline);
  const currentValue = parseNumber(current);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    setFailure(null);
    add.mutate(
      // A blank current value goes as null, so the service names the field it needs.
      { metricType, baselineValue, currentValue: currentValue as number, attributedModules: moduleIds(modules) },
      {
        onSuccess: () => {
          setSuccess('Business impact metric added successfully');
          toast({ title: 'Business impact metric added successfully' });
          setBaseline('');
          setCurrent('');
          setModules('');
        },
        onError: (error) => setFailure(failureText('Adding the metric', error)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Add a business impact metric">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="metricType">Metric type</Label>
        <select id="metricType" className={selectClass} value={metricType} onChange={(e) => setMetricType(e.target.value as MetricType)}>
          {metricTypes.map((type) => (
            <option key={type} value={type}>
              {metricTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="attributedModules">Attributed modules (numbers, comma separated)</Label>
        <Input id="attributedModules" value={modules} onChange={(e) => setModules(e.target.value)} placeholder="1, 3" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="baselineValue">Baseline value</Label>
        <Input id="baselineValue" type="number" step="any" value={baseline} onChange={(e) => setBaseline(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="currentValue">Current value</Label>
        <Input id="currentValue" type="number" step="any" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-2">
        Improvement:{' '}
        {currentValue === null
          ? '—'
          : hasImprovement(baselineValue)
            ? formatPercent(improvementPercentage(baselineValue, currentValue))
            : improvementFigure({ baselineValue, currentValue, improvementPercentage: 0 }).text}{' '}
        (worked out by the academy from the two values; from a baseline of 0 a metric is New, without one n/a)
      </p>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Button type="submit" className="self-start" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Metric'}
        </Button>
        <Notice success={success} failure={failure} />
      </div>
    </form>
  );
}

/** The ROI Tracking tab's calculate form. */
export function RoiCalculationForm() {
  const { toast } = usePlatform();
  const add = useAddRoiCalculation();
  const [investment, setInvestment] = useState('');
  const [hours, setHours] = useState('');
  const [projected, setProjected] = useState('');
  const [method, setMethod] = useState<RoiCalculationMethod>('learning_time');
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const investmentAmount = parseNumber(investment);
  const projectedReturn = parseNumber(projected);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    setFailure(null);
    add.mutate(
      {
        investmentAmount: investmentAmount as number,
        timeInvested: parseNumber(hours) as number,
        projectedReturn: projectedReturn as number,
        calculationMethod: method,
      },
      {
        onSuccess: () => {
          setSuccess('ROI calculation created successfully');
          toast({ title: 'ROI calculation created successfully' });
          setInvestment('');
          setHours('');
          setProjected('');
        },
        onError: (error) => setFailure(failureText('Creating the ROI calculation', error)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Calculate ROI">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="investmentAmount">Investment amount ($)</Label>
        <Input id="investmentAmount" type="number" step="any" min="0" value={investment} onChange={(e) => setInvestment(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="timeInvested">Time invested (hours)</Label>
        <Input id="timeInvested" type="number" step="1" min="0" value={hours} onChange={(e) => setHours(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="projectedReturn">Projected return ($)</Label>
        <Input id="projectedReturn" type="number" step="any" min="0" value={projected} onChange={(e) => setProjected(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="calculationMethod">Calculation method</Label>
        <select id="calculationMethod" className={selectClass} value={method} onChange={(e) => setMethod(e.target.value as RoiCalculationMethod)}>
          {roiCalculationMethods.map((m) => (
            <option key={m} value={m}>
              {calculationMethodLabels[m]}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm text-muted-foreground sm:col-span-2">
        ROI: {investmentAmount === null || projectedReturn === null ? '—' : formatPercent(roiPercentage(investmentAmount, projectedReturn))} (projected return −
        investment, ÷ investment)
      </p>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <Button type="submit" className="self-start" disabled={add.isPending}>
          {add.isPending ? 'Calculating...' : 'Calculate ROI'}
        </Button>
        <Notice success={success} failure={failure} />
      </div>
    </form>
  );
}

import { checkClvForm, formatDecimal, formatMoney, formatYears, predictClv, type ClvForm } from '@academy/rules/tools';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { useState } from 'react';
import { CalculatorFrame, Figure, HowItWasComputed, MissingInputs, NumberField, useUrlForm } from '../calculator-kit/index.ts';

const defaults: ClvForm = {
  averageOrderValue: '',
  purchasesPerYear: '',
  grossMarginPercent: '',
  retentionPercent: '',
  discountRatePercent: '10',
  acquisitionCost: '',
};

/** /clv-predictor: Customer Lifetime Value Predictor (formulas in @academy/rules/tools clv.ts). */
export function ClvPredictorPage() {
  const { form, shown, setField, showResult } = useUrlForm(defaults);
  const [attempted, setAttempted] = useState(false);
  const checked = checkClvForm(form);
  const errors = (attempted || shown) && !checked.ok ? checked.errors : {};
  const result = shown && checked.ok ? predictClv(checked.value) : null;

  return (
    <CalculatorFrame
      title="Customer Lifetime Value Predictor"
      description="What a customer is worth over the whole relationship, from order value, purchase frequency, margin and retention."
      placeholder="Enter your order value, frequency, margin and retention, then press Predict CLV."
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
          <NumberField
            id="averageOrderValue"
            label="Average order value ($)"
            value={form.averageOrderValue}
            onChange={(v) => setField('averageOrderValue', v)}
            error={errors.averageOrderValue}
          />
          <NumberField
            id="purchasesPerYear"
            label="Purchases per customer per year"
            value={form.purchasesPerYear}
            onChange={(v) => setField('purchasesPerYear', v)}
            error={errors.purchasesPerYear}
          />
          <NumberField
            id="grossMarginPercent"
            label="Gross margin (%)"
            value={form.grossMarginPercent}
            onChange={(v) => setField('grossMarginPercent', v)}
            error={errors.grossMarginPercent}
            hint="What is left of each sale after the cost of the goods or service."
          />
          <NumberField
            id="retentionPercent"
            label="Yearly retention (%)"
            value={form.retentionPercent}
            onChange={(v) => setField('retentionPercent', v)}
            error={errors.retentionPercent}
            hint="Of the customers who bought this year, how many buy again next year."
          />
          <NumberField
            id="discountRatePercent"
            label="Discount rate (%)"
            value={form.discountRatePercent}
            onChange={(v) => setField('discountRatePercent', v)}
            error={errors.discountRatePercent}
            hint="What money later is worth to you today; 10% is a common choice."
          />
          <NumberField
            id="acquisitionCost"
            label="Cost to acquire a customer ($, optional)"
            value={form.acquisitionCost}
            onChange={(v) => setField('acquisitionCost', v)}
            error={errors.acquisitionCost}
          />
          <Button type="submit">Predict CLV</Button>
          {attempted && !checked.ok ? <MissingInputs messages={Object.values(checked.errors)} /> : null}
        </form>
      }
      result={
        result ? (
          <Card>
            <CardHeader>
              <CardTitle>Customer lifetime value</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Figure label="Lifetime value" value={formatMoney(result.clv)} tone="good" />
                <Figure label="Before discounting" value={formatMoney(result.simpleClv)} />
                <Figure label="Yearly margin" value={formatMoney(result.annualMargin)} />
                <Figure label="Expected lifetime" value={formatYears(result.expectedLifetimeYears)} />
                {result.clvToCac !== null ? (
                  <Figure label="CLV : CAC" value={`${formatDecimal(result.clvToCac, 2)} : 1`} tone={result.healthy ? 'good' : 'bad'} />
                ) : null}
              </dl>
              {result.healthy === false ? (
                <p className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
                  A customer returns less than three times what winning them costs: lower the acquisition cost or raise retention before spending more on
                  growth.
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

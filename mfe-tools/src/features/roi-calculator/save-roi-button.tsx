import { Button } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { failureText, useAddRoiCalculation } from '../analytics-data/index.ts';

/** Saves the result to the learner's ROI tracking (the Analytics dashboard's ROI Tracking tab) in one click. */
export function SaveRoiButton({ investment, projectedReturn }: { investment: number; projectedReturn: number }) {
  const save = useAddRoiCalculation();
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const key = `${investment}:${projectedReturn}`;
  const saved = savedFor === key;

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={save.isPending || saved}
        onClick={() =>
          // The calculator estimates a revenue effect; time invested is not one of its inputs.
          save.mutate(
            { investmentAmount: investment, timeInvested: 0, projectedReturn, calculationMethod: 'revenue_impact' },
            { onSuccess: () => setSavedFor(key) },
          )
        }
      >
        <Save aria-hidden="true" />
        {saved ? 'Saved to ROI tracking' : save.isPending ? 'Saving...' : 'Save to my ROI tracking'}
      </Button>
      {saved ? (
        <p role="status" className="text-sm text-success">
          Saved. See it under{' '}
          <Link to="/analytics" search={{ tab: 'roi' }} className="font-medium underline">
            Analytics → ROI Tracking
          </Link>
          .
        </p>
      ) : null}
      {save.isError && !saved ? (
        <p role="alert" className="text-sm text-destructive">
          {failureText('Saving', save.error)}
        </p>
      ) : null}
    </div>
  );
}

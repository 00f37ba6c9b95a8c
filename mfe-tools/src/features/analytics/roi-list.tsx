import type { RoiCalculation } from '@academy/contracts';
import { formatMoney } from '@academy/rules/tools';
import { Button } from '@academy/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { calculationMethodLabels } from './analytics-forms.tsx';
import { roiFigure } from './analytics-figures.ts';
import { date } from './analytics-format.ts';
import { SignedBadge } from './analytics-parts.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { useRoiRows } from './data/use-row-actions.ts';
import { RowEditor } from './row-editor.tsx';

/** The ROI calculations of the period: each can get its actual return or be deleted. */
export function RoiList({ calculations }: { calculations: readonly RoiCalculation[] }) {
  const rows = useRoiRows();
  if (calculations.length === 0) return <p className="text-sm text-muted-foreground">No ROI calculations in this period yet.</p>;
  return (
    <>
      <ul aria-label="ROI calculations" className="flex flex-col gap-2">
        {calculations.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
            <div className="min-w-0">
              <p className="font-medium">
                {formatMoney(c.investmentAmount)} → {formatMoney(c.projectedReturn)}
              </p>
              <p className="text-sm text-muted-foreground">
                {calculationMethodLabels[c.calculationMethod]} · {c.timeInvested} h · {date(c.createdAt)}
                {c.actualReturn !== null ? ` · actual ${formatMoney(c.actualReturn)}` : ''}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <SignedBadge figure={roiFigure(c.roiPercentage)} />
              <Button variant="ghost" size="icon" aria-label={`Record the actual return of ${date(c.createdAt)}`} onClick={() => rows.edit(c.id)}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ROI calculation of ${date(c.createdAt)}`}
                onClick={() =>
                  rows.askDelete(c.id, `ROI calculation of ${date(c.createdAt)} (${formatMoney(c.investmentAmount)} → ${formatMoney(c.projectedReturn)})`)
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            {rows.editing === c.id ? (
              <RowEditor
                id={`roi-${c.id}-actual`}
                label="Actual return ($)"
                initial={c.actualReturn}
                saving={rows.saving}
                failure={rows.failure}
                onCancel={rows.cancelEdit}
                onSave={(value) =>
                  rows.save({
                    id: c.id,
                    input: {
                      investmentAmount: c.investmentAmount,
                      timeInvested: c.timeInvested,
                      projectedReturn: c.projectedReturn,
                      actualReturn: value,
                      calculationMethod: c.calculationMethod,
                    },
                  })
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog
        title="Delete this ROI calculation?"
        target={rows.deleting}
        busy={rows.removing}
        failure={rows.deleteFailure}
        onCancel={rows.cancelDelete}
        onConfirm={rows.confirmDelete}
      />
    </>
  );
}

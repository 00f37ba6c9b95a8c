import type { BusinessImpactMetric } from '@academy/contracts';
import { Badge, Button } from '@academy/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { metricTypeLabels } from './analytics-forms.tsx';
import { improvementFigure } from './analytics-figures.ts';
import { date, figure } from './analytics-format.ts';
import { SignedBadge } from './analytics-parts.tsx';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';
import { useMetricRows } from './data/use-row-actions.ts';
import { RowEditor } from './row-editor.tsx';

/** The metrics of the period; with `manage`, each can take a new current value or be deleted. */
export function MetricList({
  metrics,
  verified,
  manage = false,
}: {
  metrics: readonly BusinessImpactMetric[];
  verified: ReadonlySet<number>;
  manage?: boolean;
}) {
  const rows = useMetricRows();
  if (metrics.length === 0) return <p className="text-sm text-muted-foreground">No business impact metrics in this period yet.</p>;
  return (
    <>
      <ul aria-label="Business impact metrics" className="flex flex-col gap-2">
        {metrics.map((m) => {
          const name = `${metricTypeLabels[m.metricType]} metric of ${date(m.createdAt)}`;
          return (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
              <div className="min-w-0">
                <p className="font-medium">{metricTypeLabels[m.metricType]}</p>
                <p className="text-sm text-muted-foreground">
                  {m.baselineValue === null ? '—' : figure(m.baselineValue)} → {figure(m.currentValue)} · {date(m.createdAt)}
                  {m.attributedModules.length ? ` · modules ${m.attributedModules.join(', ')}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <SignedBadge figure={improvementFigure(m)} />
                <Badge variant="secondary">{verified.has(m.id) ? 'Verified' : 'Not verified'}</Badge>
                {manage ? (
                  <>
                    <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => rows.edit(m.id)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} onClick={() => rows.askDelete(m.id, name)}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                ) : null}
              </div>
              {manage && rows.editing === m.id ? (
                <RowEditor
                  id={`metric-${m.id}-current`}
                  label="New current value"
                  initial={m.currentValue}
                  saving={rows.saving}
                  failure={rows.failure}
                  onCancel={rows.cancelEdit}
                  // The service recomputes the improvement from the new value.
                  onSave={(value) =>
                    rows.save({
                      id: m.id,
                      input: {
                        metricType: m.metricType,
                        baselineValue: m.baselineValue,
                        currentValue: value as number,
                        attributedModules: m.attributedModules,
                      },
                    })
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {manage ? (
        <ConfirmDeleteDialog
          title="Delete this metric?"
          target={rows.deleting}
          busy={rows.removing}
          failure={rows.deleteFailure}
          onCancel={rows.cancelDelete}
          onConfirm={rows.confirmDelete}
        />
      ) : null}
    </>
  );
}

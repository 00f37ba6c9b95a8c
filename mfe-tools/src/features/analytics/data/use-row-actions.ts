import { useState } from 'react';
import { failureText, useDeleteMetric, useDeleteRoiCalculation, useUpdateMetric, useUpdateRoiCalculation } from '../../analytics-data/index.ts';

interface Mutation<Variables> {
  isPending: boolean;
  mutate: (variables: Variables, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/**
 * Editing one row of a list in place and deleting one after a confirmation: which row is open or
 * asked about, and what went wrong (`what` names the thing in the failure text: 'the metric').
 */
function useRowActions<Update>(update: Mutation<Update>, remove: Mutation<number>, what: string) {
  const [editing, setEditing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  return {
    editing,
    failure,
    saving: update.isPending,
    edit: (id: number) => {
      setFailure(null);
      setEditing(id);
    },
    cancelEdit: () => setEditing(null),
    save: (variables: Update) =>
      update.mutate(variables, { onSuccess: () => setEditing(null), onError: (error) => setFailure(failureText(`Saving ${what}`, error)) }),
    /** The row asked about, by the name the confirmation shows. */
    deleting: deleting?.name ?? null,
    deleteFailure,
    removing: remove.isPending,
    askDelete: (id: number, name: string) => {
      setDeleteFailure(null);
      setDeleting({ id, name });
    },
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => {
      if (!deleting) return;
      remove.mutate(deleting.id, { onSuccess: () => setDeleting(null), onError: (error) => setDeleteFailure(failureText(`Deleting ${what}`, error)) });
    },
  };
}

/** The business impact metrics' rows: a new current value, or deleted. */
export function useMetricRows() {
  return useRowActions(useUpdateMetric(), useDeleteMetric(), 'the metric');
}

/** The ROI calculations' rows: the actual return recorded, or deleted. */
export function useRoiRows() {
  return useRowActions(useUpdateRoiCalculation(), useDeleteRoiCalculation(), 'the calculation');
}

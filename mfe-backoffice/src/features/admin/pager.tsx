import { Button } from '@academy/ui';

/** Previous / Next under a paged list, with 'Page n of m · total things'; nothing when one page holds it all. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number | undefined;
  noun: string;
  onPage(page: number): void;
}) {
  if (total === undefined || total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 text-sm">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages} · {total.toLocaleString('en-US')} {noun}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

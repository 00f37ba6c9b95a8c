import { Button } from '@academy/ui';
import { RotateCw, ServerCrash } from 'lucide-react';

export interface ConfigErrorPageProps {
  reason: string;
  onReload?: () => void;
}

/** Shown instead of the whole academy when /config.json cannot be read at start. */
export function ConfigErrorPage({ reason, onReload = () => window.location.reload() }: ConfigErrorPageProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-16">
      <div role="alert" className="flex w-full max-w-lg flex-col items-center gap-5 rounded-card border border-border bg-card p-10 text-center shadow-sm">
        <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
          <ServerCrash className="size-7" />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight">AI Business Academy could not start</h1>
          <p className="text-muted-foreground">Its settings could not be loaded, so no page can be shown right now. Please reload in a moment.</p>
          <p className="text-sm text-muted-foreground">
            Details: <code className="rounded bg-muted px-1.5 py-0.5 text-xs text-foreground">{reason}</code>
          </p>
        </div>
        <Button onClick={onReload}>
          <RotateCw aria-hidden="true" />
          Reload
        </Button>
      </div>
    </main>
  );
}

import type { AiTool } from '@academy/contracts';
import { Card, CardContent, CardTitle, ErrorBox, cn } from '@academy/ui';
import { toolColorClasses, toolIcon } from '@academy/web-kit/tool-icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { Placeholder } from '../placeholder/index.ts';
import { DASHBOARD_TOOLS_LIMIT } from './dashboard-view.ts';
import { toolDestination } from './tool-links.ts';

function ToolTile({ tool }: { tool: AiTool }) {
  const Icon = toolIcon(tool.icon);
  const destination = toolDestination(tool);
  const className =
    'group flex h-full items-start gap-3 rounded-xl border border-border bg-card p-4 transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';
  const body = (
    <>
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', toolColorClasses(tool.color))}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-semibold text-foreground group-hover:text-primary">
          {tool.name}
          {destination.kind === 'external' ? (
            <>
              <ExternalLink className="size-3.5 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </>
          ) : null}
        </span>
        <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">{tool.description}</span>
      </span>
    </>
  );
  return destination.kind === 'external' ? (
    <a href={destination.href} target="_blank" rel="noopener noreferrer" className={className}>
      {body}
    </a>
  ) : (
    <Link to={destination.to} className={className}>
      {body}
    </Link>
  );
}

/** Four tiles' room while the catalogue (the tools slice's) loads: an icon, a name and two lines each. */
function ToolTilesPlaceholder() {
  return (
    <div role="status">
      <span className="sr-only">Loading tools...</span>
      <Placeholder className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: DASHBOARD_TOOLS_LIMIT }, (_, index) => (
          <div key={index} className="flex items-start gap-3 rounded-xl border border-border bg-card p-4">
            <span className="size-10 shrink-0 rounded-lg bg-muted" />
            <span className="min-w-0 flex-1">
              <span className="block h-6 w-1/2 rounded bg-muted" />
              <span className="mt-1 block h-10 rounded bg-muted" />
            </span>
          </div>
        ))}
      </Placeholder>
    </div>
  );
}

/** The first tools of the catalogue (the tools slice's), read by the dashboard's hook. */
export function AiToolsPanel({ tools }: { tools: UseQueryResult<AiTool[]> }) {
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-4 p-6">
        <CardTitle as="h2">AI Tools</CardTitle>
        <Link to="/tools" className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
          All tools
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      <CardContent>
        {tools.isPending ? (
          <ToolTilesPlaceholder />
        ) : tools.isError ? (
          <ErrorBox title="The tools could not be loaded" message={tools.error.message} onRetry={() => void tools.refetch()} />
        ) : tools.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tools are in the catalogue yet.</p>
        ) : (
          <ul aria-label="AI tools" className="grid gap-4 sm:grid-cols-2">
            {tools.data.slice(0, DASHBOARD_TOOLS_LIMIT).map((tool) => (
              <li key={tool.id}>
                <ToolTile tool={tool} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

import { Button, EmptyState, ErrorBox, LoadingState } from '@academy/ui';
import { usePlatform } from '@academy/web-kit';
import { Brain, Filter } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { capitalise, countByCategory, toolCountLabel } from './categories.ts';
import { useAiTools } from './data/queries.ts';
import { ToolCard } from './tool-card.tsx';
import { categoryIcon } from './category-icons.ts';

/** /tools: the catalogue of AI business tools, filterable by category. */
export function ToolsPage() {
  const { setMentorContext } = usePlatform();
  const tools = useAiTools();
  const [category, setCategory] = useState<string | null>(null);

  useEffect(() => {
    setMentorContext({ page: 'tools' });
    return () => setMentorContext(null);
  }, [setMentorContext]);

  const all = tools.data ?? [];
  const categories = useMemo(() => countByCategory(all), [all]);
  const shown = category === null ? all : all.filter((tool) => tool.category === category);

  if (tools.isPending) return <LoadingState label="Loading tools..." />;
  if (tools.isError) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
        <ErrorBox title="Tools unavailable" message={`Error loading tools: ${tools.error.message}`} onRetry={() => void tools.refetch()} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 lg:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">AI Business Tools</h1>
        <p className="mt-2 text-lg text-muted-foreground">Calculators, analyzers and automation tools that put AI to work on your business numbers.</p>
      </header>

      {all.length === 0 ? (
        <EmptyState
          icon={<Brain className="size-10" aria-hidden="true" />}
          title="No tools available yet"
          description="AI business tools will be added soon. Check back later!"
        />
      ) : (
        <>
          <div role="group" aria-label="Filter by category" className="flex flex-wrap items-center gap-2">
            <Filter className="mr-1 size-4 text-muted-foreground" aria-hidden="true" />
            <Button size="sm" variant={category === null ? 'default' : 'outline'} aria-pressed={category === null} onClick={() => setCategory(null)}>
              All ({all.length})
            </Button>
            {categories.map(({ category: name, count }) => (
              <Button
                key={name}
                size="sm"
                variant={category === name ? 'default' : 'outline'}
                aria-pressed={category === name}
                onClick={() => setCategory(name)}
              >
                {capitalise(name)} ({count})
              </Button>
            ))}
            {category !== null ? (
              <Button size="sm" variant="ghost" onClick={() => setCategory(null)}>
                Clear
              </Button>
            ) : null}
          </div>

          {category !== null ? (
            <p role="status" className="rounded-lg border border-primary/20 bg-accent px-4 py-3 text-sm font-medium text-accent-foreground">
              Showing {shown.length} {category} {shown.length === 1 ? 'tool' : 'tools'}
            </p>
          ) : null}

          {shown.length === 0 ? (
            <EmptyState
              icon={<Filter className="size-10" aria-hidden="true" />}
              title={`No tools found in "${category}" category`}
              description="Try another category or look through the whole catalogue."
              action={<Button onClick={() => setCategory(null)}>Show All Tools</Button>}
            />
          ) : (
            <ul aria-label="Tools" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {shown.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} />
                </li>
              ))}
            </ul>
          )}

          {category === null ? (
            <section aria-labelledby="browse-title">
              <h2 id="browse-title" className="text-2xl font-bold tracking-tight text-foreground">
                Browse by Category
              </h2>
              <div className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
                {categories.map(({ category: name, count }) => {
                  const Icon = categoryIcon(name);
                  return (
                    <button
                      key={name}
                      type="button"
                      onClick={() => setCategory(name)}
                      className="flex flex-col items-center gap-2 rounded-xl border border-border bg-card p-5 text-center shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                    >
                      <Icon className="size-8 text-primary" aria-hidden="true" />
                      <span className="font-semibold text-foreground">{capitalise(name)}</span>
                      <span className="text-sm text-muted-foreground">{toolCountLabel(count)}</span>
                    </button>
                  );
                })}
              </div>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

import type { AiTool } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardTitle, cn } from '@academy/ui';
import { toolColorClasses, toolIcon } from '@academy/web-kit/tool-icons';
import { useNavigate } from '@tanstack/react-router';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { capitalise } from './categories.ts';

export function ToolCard({ tool }: { tool: AiTool }) {
  const navigate = useNavigate();
  const Icon = toolIcon(tool.icon);

  const useTool = () => {
    // The catalogue loader refuses an internal tool without a page; an old answer might still lack one.
    if (tool.path === null) {
      console.warn(`No page is known for the internal tool "${tool.name}"`);
      return;
    }
    void navigate({ to: tool.path });
  };

  return (
    <Card className="flex h-full flex-col transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4 p-6">
        <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-lg', toolColorClasses(tool.color))}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1.5">
          <CardTitle>{tool.name}</CardTitle>
          <Badge variant="secondary">{capitalise(tool.category)}</Badge>
        </div>
      </div>
      <CardContent className="flex-1">
        <CardDescription className="leading-relaxed">{tool.description}</CardDescription>
      </CardContent>
      <CardFooter>
        {tool.isExternal && tool.url ? (
          <Button asChild className="w-full">
            <a href={tool.url} target="_blank" rel="noopener noreferrer" aria-label={`Open Tool: ${tool.name} (opens in a new tab)`}>
              Open Tool
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        ) : (
          <Button className="w-full" onClick={useTool} aria-label={`Use Tool: ${tool.name}`}>
            Use Tool
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

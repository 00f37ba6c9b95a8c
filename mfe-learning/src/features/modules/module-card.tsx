import type { LearningModule } from '@academy/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { Clock, Gift, Lock } from 'lucide-react';
import { categoryLabel, categoryStyle } from './category-style.ts';

/** A module in the course list: what it covers, how long it takes, and the way in. */
export function ModuleCard({ module }: { module: LearningModule }) {
  const { icon: Icon, tile } = categoryStyle(module.category);
  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      {module.imageUrl ? (
        <img src={module.imageUrl} alt="" className="h-40 w-full object-cover" />
      ) : (
        <div className={cn('flex h-40 items-center justify-center', tile)}>
          <Icon className="size-14 text-white/90" aria-hidden="true" />
        </div>
      )}
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">{categoryLabel(module.category)}</Badge>
          <span className="text-xs font-medium text-muted-foreground">
            Module {module.moduleNumber} of {module.totalModules}
          </span>
        </div>
        <CardTitle as="h2">{module.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <CardDescription className="line-clamp-3 leading-relaxed">{module.description}</CardDescription>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {module.estimatedMinutes} min
          </span>
          {module.access === 'preview' ? (
            <span className="flex items-center gap-1.5 font-medium text-success">
              <Gift className="size-4" aria-hidden="true" />
              Free preview
            </span>
          ) : module.access === 'locked' ? (
            <span className="flex items-center gap-1.5">
              <Lock className="size-4" aria-hidden="true" />
              Included with lifetime access
            </span>
          ) : null}
        </div>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          <Link to="/module/$id" params={{ id: String(module.id) }} aria-label={`Start Module: ${module.title}`}>
            Start Module
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

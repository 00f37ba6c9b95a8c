import { Button, Card } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { Lock } from 'lucide-react';

/** Shown instead of the lessons of a module the learner does not own yet. */
export function LockedModule() {
  return (
    <Card>
      <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Lock className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-2xl font-bold tracking-tight text-foreground">This module is part of the full course</h2>
        <p className="max-w-md text-muted-foreground">
          Lifetime access opens every section, video and quiz of this module and of all the others in the course.
        </p>
        <Button asChild size="lg">
          <Link to="/pricing">Get Lifetime Access</Link>
        </Button>
      </div>
    </Card>
  );
}

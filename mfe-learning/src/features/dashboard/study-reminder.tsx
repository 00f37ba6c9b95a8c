import { Card, CardContent, CardHeader, CardTitle } from '@academy/ui';
import { Link } from '@tanstack/react-router';
import { AlarmClock, ArrowRight } from 'lucide-react';

/** Today's tracked study time, in the learner's time zone. */
export function StudyReminder({ minutesToday, loading }: { minutesToday: number | undefined; loading: boolean }) {
  return (
    <Card className="border-warning/30 bg-warning-soft">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <AlarmClock className="size-5 text-warning" aria-hidden="true" />
          Daily Study Reminder
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="font-medium text-foreground">
          {minutesToday !== undefined
            ? `You've studied ${minutesToday} ${minutesToday === 1 ? 'minute' : 'minutes'} today`
            : loading
              ? 'Counting your study time...'
              : 'Your study time could not be loaded.'}
        </p>
        <p className="text-muted-foreground">A focused 15 minutes a day keeps your streak alive and the ideas fresh enough to use.</p>
        <Link to="/courses" className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
          Pick up a module
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}

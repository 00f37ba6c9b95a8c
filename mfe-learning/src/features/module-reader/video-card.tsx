import { Badge, Card, CardHeader, CardTitle } from '@academy/ui';
import { CheckCircle2, PlayCircle } from 'lucide-react';

export interface VideoCardProps {
  title: string;
  src: string;
  poster: string | null;
  watched: boolean;
  onEnded: () => void;
}

/** The module's video; playing it to the end marks it watched. */
export function VideoCard({ title, src, poster, watched, onEnded }: VideoCardProps) {
  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-4">
        <CardTitle as="h2" className="flex items-center gap-2">
          <PlayCircle className="size-5 text-primary" aria-hidden="true" />
          Module video
        </CardTitle>
        {watched ? (
          <Badge variant="success">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Watched
          </Badge>
        ) : null}
      </CardHeader>
      <video
        controls
        preload="metadata"
        playsInline
        src={src}
        poster={poster ?? undefined}
        onEnded={onEnded}
        aria-label={`Video: ${title}`}
        className="aspect-video w-full bg-slate-900"
      />
    </Card>
  );
}

import { Placeholder } from '@academy/ui/placeholder';
import { Suspense, startTransition, useDeferredValue, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

export interface ChartSize {
  width: number;
  height: number;
}

/** What a chart's drawing (chart-drawings.tsx) is given: its figures, and its box's size when it was measured. */
export interface ChartDrawingProps<Data> {
  data: Data;
  size?: ChartSize | undefined;
}

/**
 * How far beyond the screen a chart's box counts as near once the reader has moved about the page
 * (scrolled it, or pressed a key: Tab scrolls it soon): one screen height above and below, so a
 * chart is drawn (and its library loaded) before it is reached, not while it is looked at. Before
 * that, only a chart on the screen is drawn: on a phone the dashboard's charts start less than a
 * screen below it (at 1,040 and 1,487 px on a 412×823 screen), and drawing them at start-up was
 * the page's longest work.
 */
const NEAR_SCREEN = '100% 0px';
const ON_SCREEN = '0px';

/** Whether the reader has scrolled the page or pressed a key since it was opened (for good once they have). */
function useMovedAbout(): boolean {
  const [moved, setMoved] = useState(() => typeof window !== 'undefined' && window.scrollY > 0);
  useEffect(() => {
    if (moved) return undefined;
    const onMove = () => setMoved(true);
    const options = { once: true, passive: true } as const;
    window.addEventListener('scroll', onMove, options);
    window.addEventListener('keydown', onMove, options);
    return () => {
      window.removeEventListener('scroll', onMove);
      window.removeEventListener('keydown', onMove);
    };
  }, [moved]);
  return moved;
}

/**
 * Whether the box has come near the screen (see NEAR_SCREEN), for good once it has, with its size
 * then. Where the browser cannot tell (no IntersectionObserver, as in jsdom), at once and without a size.
 */
function useNearScreen(box: RefObject<HTMLElement | null>): { size?: ChartSize } | null {
  const [near, setNear] = useState<{ size?: ChartSize } | null>(() => (typeof IntersectionObserver === 'undefined' ? {} : null));
  const moved = useMovedAbout();
  useEffect(() => {
    const element = box.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.find((candidate) => candidate.isIntersecting);
        if (!entry) return;
        observer.disconnect();
        const { width, height } = entry.boundingClientRect;
        // A transition: React draws the chart in slices and answers input between them.
        startTransition(() => setNear({ size: { width: Math.round(width), height: Math.round(height) } }));
      },
      { rootMargin: moved ? NEAR_SCREEN : ON_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, near, moved]);
  return near;
}

/**
 * A chart's box (h-64, the full width), named for assistive technology as the chart is. The chart
 * is drawn only once the box comes near the screen, by a drawing loaded then (with the chart
 * library); until it is drawn the box holds a placeholder of its size, so nothing moves. New
 * figures (another period) are drawn as a transition too: the page answers first, the chart follows.
 */
export function DeferredChart<Data>({ label, data, Drawing }: { label: string; data: Data; Drawing: ComponentType<ChartDrawingProps<Data>> }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);
  const shown = useDeferredValue(data);
  const placeholder = (
    <Placeholder className="size-full rounded-lg bg-secondary">
      <span />
    </Placeholder>
  );
  return (
    <div ref={box} className="h-64 w-full min-w-0" role="img" aria-label={label}>
      {near ? (
        <Suspense fallback={placeholder}>
          <Drawing data={shown} size={near.size} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

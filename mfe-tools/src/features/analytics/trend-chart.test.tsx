import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DayPoint } from './analytics-figures.ts';
import type { ChartDrawingProps } from './deferred-chart.tsx';
import { TrendChart } from './trend-chart.tsx';

/** How often the drawings' module (and with it the chart library) was loaded. */
const drawingsLoaded = vi.hoisted(() => ({ count: 0 }));

vi.mock('./chart-drawings.tsx', () => {
  drawingsLoaded.count += 1;
  const drawing =
    (name: string) =>
    ({ data, size }: ChartDrawingProps<readonly unknown[]>) => (
      <svg data-drawing={name} data-points={data.length} data-size={size ? `${size.width}x${size.height}` : 'unmeasured'} />
    );
  return { TrendDrawing: drawing('trend'), ImpactDrawing: drawing('impact'), SkillDrawing: drawing('skills') };
});

/** The page's IntersectionObservers, each with what it watches; `enter` reports its box on screen (or near it). */
class FakeIntersectionObserver {
  static made: FakeIntersectionObserver[] = [];
  readonly watched: Element[] = [];
  constructor(
    private readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  unobserve() {}
  disconnect() {
    this.watched.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** Reports each watched box as near the screen (or not), at the given size. */
  enter(isIntersecting: boolean, size = { width: 343.6, height: 256 }) {
    const entries = this.watched.map((target) => ({ target, isIntersecting, boundingClientRect: { ...size } }) as unknown as IntersectionObserverEntry);
    this.report(entries, this as unknown as IntersectionObserver);
  }
}

const points: DayPoint[] = [
  { day: '2026-11-25', minutes: 0, engagement: null },
  { day: '2026-11-26', minutes: 45, engagement: 70 },
];
const label = 'Learning time and engagement by day';

describe('TrendChart', () => {
  beforeEach(() => {
    FakeIntersectionObserver.made = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the chart library and draws only once its box comes on the screen, or near it once the page is scrolled; until then a placeholder the size of the chart, named as the chart', async () => {
    render(<TrendChart points={points} />);
    const box = screen.getByRole('img', { name: label });
    // The box the chart is drawn in, at its size (h-64, the full width), holding a placeholder that fills it.
    expect(box).toHaveClass('h-64', 'w-full');
    expect(box.querySelector('[data-placeholder]')).toHaveClass('size-full');
    expect(box.querySelector('svg')).toBeNull();
    // The figures are there from the start, as a table named as the chart.
    expect(within(screen.getByRole('table', { name: label })).getAllByRole('row')).toHaveLength(2);

    // Before the page is scrolled, only a chart on the screen is drawn.
    const [onScreen] = FakeIntersectionObserver.made;
    expect(onScreen?.options.rootMargin).toBe('0px');
    expect(onScreen?.watched).toEqual([box]);
    act(() => onScreen?.enter(false));
    await act(() => Promise.resolve());
    expect(drawingsLoaded.count).toBe(0);

    // Once it is, a chart within a screen height of it is.
    fireEvent.scroll(window);
    const [, observer] = FakeIntersectionObserver.made;
    expect(onScreen?.watched).toEqual([]);
    expect(observer?.options.rootMargin).toBe('100% 0px');
    expect(observer?.watched).toEqual([box]);
    act(() => observer?.enter(false));
    await act(() => Promise.resolve());
    expect(drawingsLoaded.count).toBe(0);
    expect(box.querySelector('svg')).toBeNull();

    act(() => observer?.enter(true));
    const drawing = await within(box).findByText((_, element) => element?.getAttribute('data-drawing') === 'trend');
    expect(drawingsLoaded.count).toBe(1);
    // Drawn in the same box (the same name), at the size measured, with every day's point.
    expect(screen.getByRole('img', { name: label })).toBe(box);
    expect(drawing).toHaveAttribute('data-size', '344x256');
    expect(drawing).toHaveAttribute('data-points', '2');
    expect(box.querySelector('[data-placeholder]')).toBeNull();
    // Once drawn it stays drawn: the observer has let go.
    expect(observer?.watched).toEqual([]);
  });

  it('counts a key press as moving about the page: a chart within a screen height is drawn before Tab reaches it', async () => {
    render(<TrendChart points={points} />);
    const box = screen.getByRole('img', { name: label });
    expect(FakeIntersectionObserver.made.map((observer) => observer.options.rootMargin)).toEqual(['0px']);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(FakeIntersectionObserver.made.map((observer) => observer.options.rootMargin)).toEqual(['0px', '100% 0px']);
    act(() => FakeIntersectionObserver.made[1]?.enter(true));
    expect(await within(box).findByText((_, element) => element?.getAttribute('data-drawing') === 'trend')).toBeInTheDocument();
  });

  it('draws at once where the browser cannot tell what is near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<TrendChart points={points} />);
    const box = screen.getByRole('img', { name: label });
    const drawing = await within(box).findByText((_, element) => element?.getAttribute('data-drawing') === 'trend');
    expect(drawing).toHaveAttribute('data-size', 'unmeasured');
  });
});

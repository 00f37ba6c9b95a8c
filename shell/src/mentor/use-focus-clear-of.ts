import { useEffect, type RefObject } from 'react';

/** Space kept between a focused element and the floating button above which it is scrolled. */
const GAP_PX = 8;

/**
 * Keyboard focus never lands under a floating element (WCAG 2.4.11 Focus Not Obscured): when the
 * newly focused element would sit under it, the page scrolls just enough to show it above. The
 * browser scrolls only elements outside the viewport, and one under the button is inside it.
 */
export function useFocusClearOf(floating: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const keepClear = (target: Element) => {
      const cover = floating.current;
      if (!cover || cover.contains(target)) return;
      const focused = target.getBoundingClientRect();
      const covered = cover.getBoundingClientRect();
      const overlaps = focused.left < covered.right && covered.left < focused.right && focused.top < covered.bottom && covered.top < focused.bottom;
      if (overlaps) window.scrollBy({ top: focused.bottom - covered.top + GAP_PX, behavior: 'instant' });
    };
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      keepClear(target);
      // The browser may scroll a focused element into view after the focus event (to the bottom
      // edge, where the button is) and the page may still be settling: look again once it has drawn.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (document.activeElement === target) keepClear(target);
      });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [floating]);
}

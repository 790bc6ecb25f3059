import { useEffect, useState } from 'react';
import { WIDE_LAYOUT_QUERY } from '@/hooks/use-media-query';

/** docs/product.md section 2: on narrow screens the header and bottom bar slide away once the user scrolls down
 *  past 60 px, and come back on scrolling up. */
export const HIDE_ON_SCROLL_THRESHOLD_PX = 60;

/** Starts shown (as the server renders it); only a scroll on a narrow screen hides the bars, so the width is
 *  read in the browser at scroll time, never during a render. */
export function useHideOnScroll(): boolean {
  const [isHidden, setIsHidden] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(WIDE_LAYOUT_QUERY);
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (wide.matches) setIsHidden(false);
        else if (y > lastY && y > HIDE_ON_SCROLL_THRESHOLD_PX) setIsHidden(true);
        else if (y < lastY) setIsHidden(false);
        lastY = y;
      });
    };
    // Widening the window brings hidden bars back.
    const onWiden = () => {
      if (wide.matches) setIsHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    wide.addEventListener('change', onWiden);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      wide.removeEventListener('change', onWiden);
    };
  }, []);
  return isHidden;
}

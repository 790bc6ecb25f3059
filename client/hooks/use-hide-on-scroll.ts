import { useEffect, useState } from 'react';

/** docs/product.md section 2: on narrow screens the header and bottom bar slide away once the user scrolls down
 *  past 60 px, and come back on scrolling up. */
export const HIDE_ON_SCROLL_THRESHOLD_PX = 60;

export function useHideOnScroll(isEnabled: boolean): boolean {
  const [isHidden, setIsHidden] = useState(false);
  useEffect(() => {
    if (!isEnabled) {
      setIsHidden(false);
      return;
    }
    let lastY = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (y > lastY && y > HIDE_ON_SCROLL_THRESHOLD_PX) setIsHidden(true);
        else if (y < lastY) setIsHidden(false);
        lastY = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [isEnabled]);
  return isHidden;
}

import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** docs/product.md section 9: the narrow-layout breakpoint is 768 px (Tailwind's `md`, which the layout uses). */
export const WIDE_LAYOUT_QUERY = '(min-width: 768px)';

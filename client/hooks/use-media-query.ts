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

/** docs/product.md section 9: the narrow-layout breakpoint is 768 px. */
export const WIDE_LAYOUT_QUERY = '(min-width: 768px)';
export const useIsWideLayout = () => useMediaQuery(WIDE_LAYOUT_QUERY);

import { useMediaQuery } from '@/hooks/use-media-query';

/** The one reduced-motion hook: true while the user asks the system for less motion (live). */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

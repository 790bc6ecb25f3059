import { useMediaQuery } from '@/hooks/use-media-query';

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

import { ComingSoon } from '@/components/page-states';

export function DiscoverScreen() {
  return <ComingSoon title="Discover" description="Swipe coin cards to like or pass, and find out what your choices say about you." />;
}

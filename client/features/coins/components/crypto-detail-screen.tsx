import { ComingSoon } from '@/components/page-states';

export function CryptoDetailScreen() {
  return <ComingSoon title="Cryptocurrency" description="Coin pages arrive with the catalogue." />;
}

import { ComingSoon } from '@/components/page-states';

export function BrowseCoinsScreen() {
  return <ComingSoon title="Browse All Cryptocurrencies" description="The full catalogue, searchable and sortable, arrives with the catalogue." />;
}

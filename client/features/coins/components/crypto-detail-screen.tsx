import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useDeferredValue } from 'react';
import { Link, useParams } from 'wouter';
import { ErrorState, PageContainer } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useCurrentUser } from '@/lib/current-user';
import { getCryptoQueryOptions } from '../api/get-crypto';
import { CategoriesCard, KeyInformationCard, StartLearningCard } from './crypto-facts';
import { CryptoHero } from './crypto-hero';
import { CryptoMarketCard } from './crypto-market-card';
import { CryptoStory } from './crypto-story';

/** docs/product.md section 2, "Crypto detail /crypto/{id}". */
export function CryptoDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  // Keyed by the coin, so the deferred value below never shows the previous coin on the next one's page.
  return <CryptoDetail key={id} id={id} />;
}

function CryptoDetail({ id }: { id: string }) {
  const { i18n } = useI18n();
  const { user } = useCurrentUser();
  const query = useQuery(getCryptoQueryOptions(id));
  // When the coin arrives, the page renders as a background render that yields to the browser rather
  // than one long task (docs/decisions/035-route-pages-and-paint-first.md).
  const coin = useDeferredValue(query.data);

  if (query.isError) {
    return (
      <PageContainer>
        <ErrorState
          isPage
          title={i18n._({ id: 'coins.detail.errorTitle', message: 'Error Loading Data' })}
          description={i18n._({ id: 'coins.detail.errorDescription', message: "We couldn't load the cryptocurrency details. Please try again later." })}
        >
          <Button asChild variant="outline" className="mt-2">
            <Link href={paths.home}>{i18n._({ id: 'coins.detail.returnToDiscover', message: 'Return to Discover' })}</Link>
          </Button>
        </ErrorState>
      </PageContainer>
    );
  }
  if (!coin) {
    return (
      <PageContainer>
        <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-3">
          <LoaderCircle className="size-8 animate-spin text-primary" aria-hidden="true" />
          <p className="text-sm font-medium text-muted-foreground">{i18n._({ id: 'coins.detail.loading', message: 'Loading details...' })}</p>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="grid gap-4">
      <CryptoHero coin={coin} />
      {/* The story first (on a phone it would otherwise start ~1,300 px down), the reference cards beside it from md. */}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
        <CryptoStory coin={coin} />
        <div className="grid gap-4">
          {coin.market ? <CryptoMarketCard market={coin.market} /> : null}
          <KeyInformationCard coin={coin} />
          <CategoriesCard tags={coin.tags} />
          <StartLearningCard coin={coin} isSignedIn={Boolean(user)} />
        </div>
      </div>
      <div className="flex justify-center pt-2">
        <Button asChild variant="ghost">
          <Link href={paths.home}>
            <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
            {i18n._({ id: 'coins.detail.backToDiscover', message: 'Back to Discover' })}
          </Link>
        </Button>
      </div>
    </PageContainer>
  );
}

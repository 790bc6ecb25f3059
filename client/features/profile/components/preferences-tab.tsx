import { useQuery } from '@tanstack/react-query';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { Coin } from '@shared/contracts/coins';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { toast } from '@/lib/toast-store';
import { getCryptosQueryOptions, getPreferencesQueryOptions } from '../api/get-preferences';
import { useResetPreferences } from '../api/reset-preferences';

function CoinList({ coins, empty }: { coins: Coin[]; empty: string }) {
  if (coins.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {coins.map((coin) => (
        <li key={coin.id}>
          <Link href={paths.crypto(coin.id)} className="flex items-center gap-3 rounded-xl border border-border p-2 hover:bg-muted">
            <img src={coin.imageUrl} alt="" className="size-8" />
            <span className="font-semibold">
              <bdi>{coin.name}</bdi>
            </span>
            <span className="text-xs text-muted-foreground" dir="ltr">
              {coin.symbol}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The account rows come from the account feature, composed by the app. */
export function PreferencesTab({ accountSettings }: { accountSettings: ReactNode }) {
  const preferences = useQuery(getPreferencesQueryOptions());
  const cryptos = useQuery(getCryptosQueryOptions());
  const reset = useResetPreferences();
  const onlineOnly = useOnlineOnly();
  const [, navigate] = useLocation();
  const { i18n } = useI18n();
  if (preferences.isPending || cryptos.isPending) return <Spinner label={i18n._({ id: 'profile.preferences.loading', message: 'Loading your preferences' })} />;

  const byId = new Map((cryptos.data ?? []).map((coin) => [coin.id, coin]));
  const pick = (liked: boolean) => (preferences.data ?? []).filter((preference) => preference.liked === liked).flatMap((preference) => byId.get(preference.coinId) ?? []);

  const onReset = () => {
    if (!window.confirm(i18n._({ id: 'profile.preferences.resetConfirm', message: 'Are you sure you want to reset all your preferences? This action cannot be undone.' }))) return;
    reset.mutate(undefined, {
      // docs/product.md sections 2 and 7: a preference reset navigates to / (swiping starts again).
      onSuccess: () => {
        toast({
          title: i18n._({ id: 'profile.preferences.resetTitle', message: 'Preferences Reset' }),
          description: i18n._({ id: 'profile.preferences.resetDescription', message: 'Your crypto preferences have been reset. Start swiping to set new preferences.' }),
        });
        navigate(paths.home);
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: i18n._({ id: 'profile.preferences.error', message: 'Error' }),
          description: i18n._({ id: 'profile.preferences.resetFailed', message: 'Failed to reset preferences. Please try again.' }),
        }),
    });
  };

  return (
    <div className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ThumbsUp className="size-5 text-success" aria-hidden="true" /> {i18n._({ id: 'profile.preferences.liked', message: 'Liked cryptocurrencies' })}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CoinList coins={pick(true)} empty={i18n._({ id: 'profile.preferences.noneLiked', message: "You haven't liked any cryptocurrencies yet." })} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ThumbsDown className="size-5 text-destructive" aria-hidden="true" /> {i18n._({ id: 'profile.preferences.disliked', message: 'Disliked cryptocurrencies' })}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CoinList coins={pick(false)} empty={i18n._({ id: 'profile.preferences.noneDisliked', message: "You haven't disliked any cryptocurrencies yet." })} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{i18n._({ id: 'profile.preferences.account', message: 'Account settings' })}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2">
          {accountSettings}
          <Button variant="destructive" className="mt-3" onClick={onReset} disabled={reset.isPending} {...onlineOnly.controlProps}>
            {reset.isPending ? i18n._({ id: 'profile.preferences.resetting', message: 'Resetting...' }) : i18n._({ id: 'profile.preferences.reset', message: 'Reset all preferences' })}
          </Button>
          {onlineOnly.reason}
        </CardContent>
      </Card>
    </div>
  );
}

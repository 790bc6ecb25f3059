/**
 * The deck of docs/product.md section 4 ("Swipe stack"): the unswiped coins, a swiped card removed at once, saved to
 * the server for a signed-in user (on failure the spec's toast and the card comes back) or to the browser
 * for a guest. Start Over resets after the browser confirmation of docs/product.md section 5.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { DeckCard } from '@shared/contracts/deck';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useCurrentUser } from '@/lib/current-user';
import { addGuestSwipe, clearGuestSwipes, useGuestSwipes } from '@/lib/guest-swipes';
import { apiUrls } from '@/config/api-urls';
import { newClientId } from '@/lib/client-id';
import { enqueueWrite, isNetworkFailure, useOutbox } from '@/lib/outbox';
import { toast } from '@/lib/toast-store';
import { getUnswipedCryptosQueryOptions } from '../api/get-unswiped-cryptos';
import { useResetPreferences } from '../api/reset-preferences';
import { useSavePreference } from '../api/save-preference';
import { RESET_CONFIRMATION, SUPER_LIKE_PROMPT_DELAY_MS } from '../lib/card-limits';

export type SwipeKind = 'dislike' | 'like' | 'superLike';

/** The next page is asked for while this many cards are still left, so the stack never runs dry. */
const PREFETCH_BELOW_CARDS = 5;

function withoutId(ids: ReadonlySet<number>, id: number): ReadonlySet<number> {
  const next = new Set(ids);
  next.delete(id);
  return next;
}

export function useSwipeDeck() {
  const { user, isLoading: isAuthLoading } = useCurrentUser();
  const { i18n } = useI18n();
  const errorTitle = () => i18n._({ id: 'common.error', message: 'Error' });
  const saveFailed = () => i18n._({ id: 'discover.saveFailed', message: 'Failed to save your preference. Please try again.' });
  const [, navigate] = useLocation();
  // The server knows the session from the cookie: the first page (preloaded by the HTML, as is the auth
  // status) is asked for at once; the cards show once both are here, as a swipe depends on who swipes.
  const query = useInfiniteQuery(getUnswipedCryptosQueryOptions());
  const guestSwipes = useGuestSwipes();
  // Swipes kept offline (docs/decisions/058-offline-outbox.md) are made: their cards stay out of the deck.
  const outbox = useOutbox();
  const [removedIds, setRemovedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [isSignupPromptOpen, setSignupPromptOpen] = useState(false);
  const promptTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const savePreference = useSavePreference();
  const resetPreferences = useResetPreferences();

  useEffect(() => () => clearTimeout(promptTimer.current), []);
  // A guest's swipes are kept in the browser once their cards' removal is on screen (swipe, below).
  const pendingGuestSwipes = useRef<Array<{ coinId: number; liked: boolean; timestamp: number }>>([]);
  useEffect(() => {
    const keep = () => {
      for (const swipe of pendingGuestSwipes.current.splice(0)) addGuestSwipe(swipe.coinId, swipe.liked, swipe.timestamp);
    };
    keep();
    // Leaving the page before the removal was committed still keeps the swipe.
    return keep;
  }, [removedIds]);

  // Local swipes are left out for a signed-in user too, until the app layer has merged them.
  const { cards, coinsLeft } = useMemo(() => {
    const swipedLocally = new Set([...guestSwipes.map((swipe) => swipe.coinId), ...outbox.filter((item) => item.kind === 'swipe').map((item) => item.scope)]);
    const loaded = query.data?.pages.flatMap((page) => page.items) ?? [];
    const visible = loaded.filter((coin) => !removedIds.has(coin.id) && !swipedLocally.has(coin.id));
    // Local swipes of coins on pages not loaded yet still count (the deck is in id order).
    const lastLoadedId = loaded.at(-1)?.id ?? 0;
    const swipedAhead = query.hasNextPage ? [...swipedLocally].filter((id) => id > lastLoadedId).length : 0;
    const total = query.data?.pages[0]?.total ?? 0;
    return { cards: visible, coinsLeft: Math.max(visible.length, total - (loaded.length - visible.length) - swipedAhead) };
  }, [query.data, query.hasNextPage, removedIds, guestSwipes, outbox]);

  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;
  const isShort = cards.length < PREFETCH_BELOW_CARDS;
  useEffect(() => {
    if (isShort && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [isShort, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  function swipe(coin: DeckCard, kind: SwipeKind): void {
    const liked = kind !== 'dislike';
    // The card leaves in a background render (the deck, the card's exit animation): the tap itself paints at
    // once (Interaction to Next Paint, docs/decisions/048-server-render-and-hydrate.md).
    startTransition(() => setRemovedIds((ids) => new Set(ids).add(coin.id)));
    if (!user) {
      // A store write re-renders its readers at once, whatever the transition: it is made once the card's
      // removal has been committed (the effect below), so it changes nothing on screen then.
      pendingGuestSwipes.current.push({ coinId: coin.id, liked, timestamp: Date.now() });
      if (kind === 'superLike') {
        clearTimeout(promptTimer.current);
        promptTimer.current = setTimeout(() => setSignupPromptOpen(true), SUPER_LIKE_PROMPT_DELAY_MS);
      }
      return;
    }
    // Offline the swipe waits in the outbox and is saved when the connection is back (an upsert: once however often).
    const keep = () =>
      enqueueWrite({ kind: 'swipe', id: newClientId(), url: apiUrls.preferences, body: { coinId: coin.id, liked }, scope: coin.id }).catch(() => {
        toast({ variant: 'destructive', title: errorTitle(), description: saveFailed() });
        setRemovedIds((ids) => withoutId(ids, coin.id));
      });
    if (!navigator.onLine) {
      void keep();
      return;
    }
    savePreference.mutateAsync({ coinId: coin.id, liked }).catch((error: unknown) => {
      if (isNetworkFailure(error)) {
        void keep();
        return;
      }
      toast({ variant: 'destructive', title: errorTitle(), description: saveFailed() });
      setRemovedIds((ids) => withoutId(ids, coin.id));
    });
  }

  function onResetSuccess(): void {
    toast({
      title: i18n._({ id: 'discover.reset.title', message: 'Preferences Reset' }),
      description: i18n._({ id: 'discover.reset.description', message: 'Your cryptocurrency preferences have been reset. Reloading cards...' }),
    });
    navigate(paths.home);
  }

  function startOver(): void {
    if (!window.confirm(i18n._(RESET_CONFIRMATION))) return;
    if (!user) {
      clearGuestSwipes();
      setRemovedIds(new Set());
      onResetSuccess();
      return;
    }
    resetPreferences
      .mutateAsync()
      .then(() => {
        setRemovedIds(new Set());
        onResetSuccess();
      })
      .catch(() => toast({ variant: 'destructive', title: errorTitle(), description: i18n._({ id: 'discover.reset.failed', message: 'Failed to reset preferences. Please try again.' }) }));
  }

  return {
    status: isAuthLoading || query.isPending || (cards.length === 0 && hasNextPage && !isError) ? ('loading' as const) : query.isError && cards.length === 0 ? ('error' as const) : ('ready' as const),
    cards,
    coinsLeft,
    swipe,
    startOver,
    isResetting: resetPreferences.isPending,
    retry: () => void query.refetch(),
    isSignupPromptOpen,
    setSignupPromptOpen,
  };
}

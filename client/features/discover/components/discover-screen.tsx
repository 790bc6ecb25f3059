import { QueuedWrites } from '@/components/queued-writes';
import { lazy, startTransition, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { DeckCard } from '@shared/contracts/deck';
import { ErrorState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useIsClient } from '@/hooks/use-is-client';
import { useCurrentUser } from '@/lib/current-user';
import { useSwipeDeck, type SwipeKind } from '../hooks/use-swipe-deck';
import { HINT_MIN_CARDS } from '../lib/card-limits';
import type { SwipeDirection } from '../lib/swipe-decision';
import { SwipeActions } from './swipe-actions';
import { StaticCardStack } from './static-card-stack';
import { useI18n } from '@/i18n/provider';

/** Kept off the first route's bundle (spec budget), its dialog too; a guest's deck loads it once it is up (below). */
const loadSignupPrompt = async () => {
  const module = await import('@/components/signup-prompt/signup-prompt');
  await module.signupPromptDialog.load();
  return module;
};
type SignupPromptComponent = Awaited<ReturnType<typeof loadSignupPrompt>>['SignupPromptModal'];
const SignupPromptModal = lazy(async () => ({ default: (await loadSignupPrompt()).SignupPromptModal }));
/** The draggable stack and its animation library load after the first paint (docs/decisions/021). */
const SwipeStack = lazy(async () => ({ default: (await import('./swipe-stack')).SwipeStack }));
const SwipeHint = lazy(async () => ({ default: (await import('./swipe-hint')).SwipeHint }));
/** "All Done!" shows only after the last card: it loads as the deck runs low (first-route budget). */
const loadAllDone = () => import('./all-done');
const AllDone = lazy(async () => ({ default: (await loadAllDone()).AllDone }));
const ALL_DONE_PRELOAD_BELOW = 3;

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && Boolean(target.closest('input, textarea, select, [contenteditable="true"]'));
}

export function DiscoverScreen() {
  const deck = useSwipeDeck();
  const { i18n } = useI18n();
  const isClient = useIsClient();
  const exitDirections = useRef(new Map<number, SwipeDirection>());
  const [isHintVisible, setHintVisible] = useState(false);
  const previousCount = useRef(0);
  const topCoin = deck.cards[0];

  // docs/product.md section 2: the hint shows when more than 10 cards arrive into an empty stack.
  useEffect(() => {
    if (previousCount.current === 0 && deck.cards.length > HINT_MIN_CARDS) setHintVisible(true);
    previousCount.current = deck.cards.length;
  }, [deck.cards.length]);
  useEffect(() => {
    if (deck.status === 'ready' && deck.coinsLeft < ALL_DONE_PRELOAD_BELOW) void loadAllDone();
  }, [deck.status, deck.coinsLeft]);
  // A guest's first Super Like opens the sign-up prompt 500 ms later (docs/product.md section 2): its code is
  // fetched once the deck is up, so the prompt is ready then, not 500 ms plus a download and a Suspense reveal.
  const { user, isLoading: isAuthLoading } = useCurrentUser();
  const [SignupPrompt, setSignupPrompt] = useState<SignupPromptComponent | null>(null);
  const isGuestDeckReady = !isAuthLoading && !user && deck.status === 'ready';
  useEffect(() => {
    if (!isGuestDeckReady || SignupPrompt) return;
    let isCurrent = true;
    void loadSignupPrompt().then((module) => {
      // In a transition: this re-renders the screen, which must not block a swipe.
      if (isCurrent) startTransition(() => setSignupPrompt(() => module.SignupPromptModal));
    });
    return () => {
      isCurrent = false;
    };
  }, [isGuestDeckReady, SignupPrompt]);

  function swipe(coin: DeckCard, kind: SwipeKind): void {
    if (kind === 'superLike') void loadSignupPrompt();
    exitDirections.current.set(coin.id, kind === 'dislike' ? 'left' : 'right');
    // Secondary to the tap (it re-renders the whole screen): the hint goes with the card, after the tap has painted.
    startTransition(() => setHintVisible(false));
    deck.swipe(coin, kind);
  }
  const onAction = (kind: SwipeKind) => {
    if (topCoin) swipe(topCoin, kind);
  };

  // Arrow keys pass (left) and like (right) the top card, unless typing or a dialog is open.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if (isTypingTarget(event.target) || document.querySelector('[role="dialog"]')) return;
    event.preventDefault();
    onAction(event.key === 'ArrowLeft' ? 'dislike' : 'like');
  });
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 pb-4 pt-3">
      <div className="flex items-baseline justify-between">
        <h1 className="text-xl font-extrabold">{i18n._({ id: 'nav.discover', message: 'Discover' })}</h1>
        {deck.status === 'ready' && deck.cards.length > 0 ? (
          <p className="text-sm font-medium text-muted-foreground">
            {i18n._({ id: 'discover.coinsLeft', message: '{count, plural, one {# coin left} other {# coins left}}', values: { count: deck.coinsLeft } })}
          </p>
        ) : null}
      </div>

      <div className="mt-2 empty:hidden">
        <QueuedWrites kind="swipe" />
      </div>

      <div className="relative mt-3 h-[clamp(21rem,calc(100dvh-18.5rem),36rem)] md:h-[clamp(21rem,calc(100dvh-15.25rem),36rem)]">
        {deck.status === 'loading' ? (
          <div className="flex h-full items-center justify-center rounded-[1.75rem] border border-border bg-card">
            <Spinner label={i18n._({ id: 'discover.loading', message: 'Loading coins...' })} />
          </div>
        ) : deck.status === 'error' ? (
          <ErrorState
            title={i18n._({ id: 'discover.error.title', message: 'Could not load coins' })}
            description={i18n._({ id: 'discover.error.description', message: 'Something went wrong while loading the cards. Please try again.' })}
          >
            <Button variant="outline" onClick={deck.retry}>
              {i18n._({ id: 'common.tryAgain', message: 'Try again' })}
            </Button>
          </ErrorState>
        ) : deck.cards.length === 0 ? (
          <Suspense fallback={null}>
            <AllDone isResetting={deck.isResetting} onStartOver={deck.startOver} />
          </Suspense>
        ) : !isClient ? (
          // The server's first paint: the deck at rest (decision 036); the browser swaps in the draggable one.
          <StaticCardStack cards={deck.cards} />
        ) : (
          <Suspense fallback={<StaticCardStack cards={deck.cards} />}>
            <SwipeStack cards={deck.cards} exitDirections={exitDirections.current} onSwipe={(coin, direction) => swipe(coin, direction === 'left' ? 'dislike' : 'like')} />
            <SwipeHint isVisible={isHintVisible} onExpired={() => setHintVisible(false)} />
          </Suspense>
        )}
      </div>

      <div className={deck.status === 'ready' && !topCoin ? 'hidden' : 'mt-7'}>
        <SwipeActions topCoinId={topCoin?.id} onAction={onAction} />
        <p className="mt-3 hidden text-center text-xs text-muted-foreground md:block">{i18n._({ id: 'discover.keysTip', message: 'Tip: use the ← and → keys to pass or like.' })}</p>
      </div>

      {deck.isSignupPromptOpen ? (
        SignupPrompt ? (
          <SignupPrompt variant="profile" isOpen onOpenChange={deck.setSignupPromptOpen} />
        ) : (
          <Suspense fallback={null}>
            <SignupPromptModal variant="profile" isOpen onOpenChange={deck.setSignupPromptOpen} />
          </Suspense>
        )
      ) : null}
    </div>
  );
}

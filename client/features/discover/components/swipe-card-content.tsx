import { ChevronDown, Lightbulb, Sparkles, Target } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { DeckCard } from '@shared/contracts/deck';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { cn } from '@/lib/utils';
import { CARD_LIMITS } from '../lib/card-limits';

const FACES = {
  about: /*i18n*/ { id: 'discover.card.about', message: 'About' },
  facts: /*i18n*/ { id: 'discover.card.facts', message: 'Facts' },
  uses: /*i18n*/ { id: 'discover.card.uses', message: 'Tags & uses' },
} as const;

/** docs/product.md section 2, "Discover (swipe)": what one coin card shows, within the limits of section 9. */
export function SwipeCardContent({ coin }: { coin: DeckCard }) {
  const { i18n } = useI18n();
  const [isPersonalityOpen, setPersonalityOpen] = useState(false);
  // Two faces, switched by a visible control, so each fits the card without a hidden scroll area.
  const [face, setFace] = useState<keyof typeof FACES>('about');
  const personalityId = useId();
  const features = coin.uniqueFeatures.slice(0, CARD_LIMITS.uniqueFeatures);
  const funFact = coin.funFacts.slice(0, CARD_LIMITS.funFacts)[0];
  const tags = coin.tags.slice(0, CARD_LIMITS.tags);
  const useCases = coin.useCases.slice(0, CARD_LIMITS.useCases);

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-3 px-5 pt-4">
        <div className="min-w-0">
          <h2 className="truncate text-2xl font-extrabold leading-tight">{coin.name}</h2>
          <p className="text-sm font-semibold tracking-wide text-muted-foreground">{coin.symbol}</p>
        </div>
        <div className="shrink-0 rounded-2xl bg-accent-soft px-3 py-1.5 text-center" data-testid="since-tile">
          <p className="text-[0.65rem] font-bold uppercase tracking-wider text-muted-foreground">{i18n._({ id: 'discover.card.since', message: 'Since' })}</p>
          <p className="text-base font-extrabold leading-none">{coin.launchYear}</p>
        </div>
      </div>

      <div className="mx-5 mt-2 grid grid-cols-3 gap-1 rounded-full bg-muted p-1" role="group" aria-label={i18n._({ id: 'discover.card.content', message: 'Card content' })}>
        {(Object.keys(FACES) as Array<keyof typeof FACES>).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={face === value}
            onClick={() => setFace(value)}
            // A primary control (the only way to Facts and Tags & uses): 36 px drawn, 44 px to the touch
            // (the ::after reaches 4 px above and below).
            className={cn(
              "relative min-h-9 rounded-full text-sm font-bold text-muted-foreground after:absolute after:inset-x-0 after:-inset-y-1 after:content-['']",
              face === value && 'bg-card text-foreground shadow-sm',
            )}
          >
            {i18n._(FACES[value])}
          </button>
        ))}
      </div>

      <div className="relative mt-2 min-h-0 flex-1">
        {/* Scrolls only on very short screens; each face fits a phone's card. */}
        <div data-testid="card-body" className="h-full overflow-y-auto overscroll-contain px-5 pb-5 [touch-action:pan-y]">
          <div hidden={face !== 'about'}>
            <p className="text-sm leading-relaxed">{coin.description}</p>

            <section className="mt-3 rounded-2xl bg-teal-soft">
              <button
                type="button"
                className="flex w-full items-center justify-between gap-2 rounded-2xl px-3 py-2 text-start text-sm font-bold text-secondary"
                aria-expanded={isPersonalityOpen}
                aria-controls={personalityId}
                onClick={() => setPersonalityOpen(!isPersonalityOpen)}
              >
                <span className="flex items-center gap-2">
                  <Sparkles className="size-4" aria-hidden="true" />
                  {i18n._({ id: 'discover.card.personality', message: 'Personality' })}
                </span>
                <span className="flex items-center gap-1 text-xs">
                  {isPersonalityOpen ? i18n._({ id: 'discover.card.hide', message: 'Hide' }) : i18n._({ id: 'discover.card.show', message: 'Show' })}
                  <ChevronDown className={cn('size-4 transition-transform', isPersonalityOpen && 'rotate-180')} aria-hidden="true" />
                </span>
              </button>
              <p id={personalityId} hidden={!isPersonalityOpen} className="px-3 pb-3 text-sm leading-relaxed">
                {coin.personality}
              </p>
            </section>
          </div>

          <div hidden={face !== 'facts'}>
            {features.length > 0 ? (
              <ul className="grid gap-1.5" aria-label={i18n._({ id: 'discover.card.features', message: 'Unique features' })}>
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2 text-sm">
                    <Target className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            ) : null}

            {funFact ? (
              <div className="mt-3 flex gap-2 rounded-2xl bg-accent-soft p-3 text-sm">
                <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <p>
                  <span className="font-bold">{i18n._({ id: 'discover.card.funFact', message: 'Fun fact:' })} </span>
                  {funFact}
                </p>
              </div>
            ) : null}
          </div>

          <div hidden={face !== 'uses'}>
            {tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label={i18n._({ id: 'discover.card.tags', message: 'Tags' })}>
                {tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-coral-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}

            {useCases.length > 0 ? (
              <section className="mt-3">
                <h3 className="text-xs font-bold uppercase tracking-wider text-muted-foreground">{i18n._({ id: 'discover.card.usedFor', message: 'Used For' })}</h3>
                <ul className="mt-1 grid gap-1 text-sm">
                  {useCases.map((useCase) => (
                    <li key={useCase} className="flex gap-2">
                      <span className="mt-2 size-1.5 shrink-0 rounded-full bg-secondary" aria-hidden="true" />
                      {useCase}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-6 bg-gradient-to-t from-card to-transparent" />
      </div>

      <div className="border-t border-border px-5 py-3">
        <Link href={paths.crypto(coin.id)} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-full')}>
          {i18n._({ id: 'discover.card.viewDetails', message: 'View Details' })}
        </Link>
      </div>
    </div>
  );
}

import type { Coin } from '@shared/contracts/coins';
import { useI18n } from '@/i18n/provider';
import { heroLightGradient, heroPalette } from '../lib/hero-palette';

/** docs/product.md section 2, "Crypto detail": the coin colour, with the text colour and the light over it
 *  computed so the name and symbol reach WCAG AA on every colour behind them (docs/decisions/055). */
export function CryptoHero({ coin }: { coin: Coin }) {
  const { i18n } = useI18n();
  const palette = heroPalette(coin.backgroundColor);
  return (
    <section
      data-testid="coin-hero"
      className="relative overflow-hidden rounded-[var(--radius-card)] px-5 py-7 shadow-[var(--shadow-card)] sm:px-8 sm:py-9"
      style={{ backgroundColor: coin.backgroundColor, color: palette.textColor }}
    >
      <div aria-hidden="true" data-testid="coin-hero-light" className="absolute inset-0" style={{ backgroundImage: heroLightGradient(palette) }} />
      <div className="relative flex flex-col items-center gap-4 text-center sm:flex-row sm:text-start">
        <span className="flex size-24 shrink-0 items-center justify-center rounded-full bg-white shadow-lg ring-4 ring-white/30">
          <img src={coin.imageUrl} alt={i18n._({ id: 'coins.detail.logo', message: '{name} logo', values: { name: coin.name } })} className="size-16" />
        </span>
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">{coin.name}</h1>
          <p className="mt-0.5 text-lg font-semibold tracking-wide">{coin.symbol}</p>
          {coin.tags.length > 0 ? (
            <ul className="mt-3 flex flex-wrap justify-center gap-1.5 sm:justify-start" aria-label={i18n._({ id: 'coins.tags', message: 'Tags' })}>
              {coin.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-card px-2.5 py-0.5 text-xs font-semibold text-foreground">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}

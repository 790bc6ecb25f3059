import { Lightbulb, Sparkles, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Coin } from '@shared/contracts/coins';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useI18n } from '@/i18n/provider';

/** Spec: features and fun facts may come as a string or a list. */
function asList(value: string | readonly string[]): readonly string[] {
  return typeof value === 'string' ? [value] : value;
}

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Overview, Personality Profile, Signature Features, Fun Facts and the numbered Use Cases. */
export function CryptoStory({ coin }: { coin: Coin }) {
  const { i18n } = useI18n();
  const features = asList(coin.uniqueFeatures);
  const funFacts = asList(coin.funFacts);
  return (
    <div className="grid gap-4">
      <Section title={i18n._({ id: 'coins.story.overview', message: 'Overview' })}>
        <p className="leading-relaxed">{coin.description}</p>
      </Section>
      <Section title={i18n._({ id: 'coins.story.personality', message: 'Personality Profile' })} icon={<Sparkles className="size-5 text-secondary" aria-hidden="true" />}>
        <p className="leading-relaxed">
          {coin.personality ||
            i18n._({
              id: 'coins.story.personalityFallback',
              message: 'Every coin attracts its own kind of people. Swipe and explore to find out whether this one matches yours.',
            })}
        </p>
      </Section>
      {features.length > 0 ? (
        <Section title={i18n._({ id: 'coins.story.features', message: 'Signature Features' })} icon={<Star className="size-5 text-primary" aria-hidden="true" />}>
          <ul className="grid gap-3">
            {features.map((feature) => (
              <li key={feature} className="flex gap-3 leading-relaxed">
                <span className="mt-2 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {funFacts.length > 0 ? (
        <Section title={i18n._({ id: 'coins.story.funFacts', message: 'Fun Facts' })} icon={<Lightbulb className="size-5 text-accent-foreground" aria-hidden="true" />}>
          <ul className="grid gap-3">
            {funFacts.map((fact) => (
              <li key={fact} className="rounded-xl bg-accent-soft p-3 leading-relaxed">
                {fact}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {coin.useCases.length > 0 ? (
        <Section title={i18n._({ id: 'coins.story.useCases', message: 'Use Cases' })}>
          <ol className="grid gap-3">
            {coin.useCases.map((useCase, index) => (
              <li key={useCase} className="flex items-center gap-3">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground">{index + 1}</span>
                {useCase}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
    </div>
  );
}

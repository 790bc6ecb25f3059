import type { MessageDescriptor } from '@lingui/core';
import { GraduationCap, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { SignupPromptBanner } from '@/components/signup-prompt/signup-prompt';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { MatchingWeights } from './matching-weights';

/** Clearly labelled examples of what a match looks like, for guests (spec: teaser with sample matches). */
const EXAMPLES: Array<{ name: string; score: number; reasons: MessageDescriptor[] }> = [
  {
    name: 'Maya',
    score: 92,
    reasons: [
      /*i18n*/ { id: 'matches.teaser.mayaTeaches', message: 'They can teach you Staking' },
      /*i18n*/ { id: 'matches.teaser.mayaLearns', message: 'You can teach them Trading' },
    ],
  },
  {
    name: 'Jonas',
    score: 81,
    reasons: [
      /*i18n*/ { id: 'matches.teaser.jonasTeaches', message: 'They can teach you DeFi' },
      /*i18n*/ { id: 'matches.teaser.jonasShared', message: 'You both want to learn about NFTs' },
    ],
  },
  {
    name: 'Priya',
    score: 74,
    reasons: [
      /*i18n*/ { id: 'matches.teaser.priyaTeaches', message: 'They can teach you Security' },
      /*i18n*/ { id: 'matches.teaser.priyaDifferent', message: 'A different angle on Risk Appetite: you 70, them 25' },
    ],
  },
];

export function MatchesTeaser() {
  const { i18n } = useI18n();
  return (
    <div className="grid gap-6">
      <section className="rounded-2xl bg-gradient-to-br from-coral-soft to-teal-soft p-6">
        <Sparkles className="size-8 text-primary" aria-hidden="true" />
        <h1 className="mt-2 text-2xl font-extrabold">{i18n._({ id: 'matches.teaser.title', message: 'Find people to learn crypto with' })}</h1>
        <p className="mt-1 max-w-xl text-muted-foreground">
          {i18n._({
            id: 'matches.teaser.description',
            message: 'Swipe 5 coins to discover your crypto personality. Then we match you with people who know what you want to learn, and want to learn what you know.',
          })}
        </p>
        <Button asChild className="mt-4">
          <Link href={paths.home}>{i18n._({ id: 'matches.teaser.start', message: 'Start swiping' })}</Link>
        </Button>
      </section>
      <section aria-labelledby="example-matches">
        <div className="mb-3 flex items-center gap-2">
          <h2 id="example-matches" className="text-lg font-bold">
            {i18n._({ id: 'matches.teaser.examplesTitle', message: 'What matches look like' })}
          </h2>
          <Badge variant="accent">{i18n._({ id: 'matches.teaser.examples', message: 'Examples' })}</Badge>
        </div>
        <ul className="grid gap-3 md:grid-cols-3">
          {EXAMPLES.map((example) => (
            <li key={example.name}>
              <Card className="p-4" aria-label={i18n._({ id: 'matches.teaser.exampleLabel', message: 'Example match: {name}', values: { name: example.name } })}>
                <div className="flex items-center justify-between">
                  <p className="font-bold">{example.name}</p>
                  <p className="text-xl font-extrabold text-primary" dir="ltr">
                    {example.score}%
                  </p>
                </div>
                <ul className="mt-2 grid gap-1">
                  {example.reasons.map((reason) => (
                    <li key={reason.id} className="flex items-start gap-2 text-sm text-muted-foreground">
                      <GraduationCap className="mt-0.5 size-4 shrink-0 text-secondary" aria-hidden="true" />
                      {i18n._(reason)}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <MatchingWeights />
      <SignupPromptBanner
        variant="profile"
        title={i18n._({ id: 'matches.teaser.signupTitle', message: 'Get your own matches' })}
        description={i18n._({ id: 'matches.teaser.signupDescription', message: 'Create a free account to save your swipes and meet your crypto mates.' })}
      />
    </div>
  );
}

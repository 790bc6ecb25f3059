import { BookOpen, Calendar, User, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { Coin } from '@shared/contracts/coins';
import { SignupPromptButton } from '@/components/signup-prompt/signup-prompt';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

/** Key Information: each row only if present; a community that is not text reads 'Active' (spec). */
export function KeyInformationCard({ coin }: { coin: Coin }) {
  const { i18n } = useI18n();
  const community: unknown = coin.communityInfo;
  const active = i18n._({ id: 'coins.facts.communityActive', message: 'Active' });
  const rows = [
    // A year is written without a thousands separator in every language.
    { icon: Calendar, label: i18n._({ id: 'coins.facts.launchYear', message: 'Launch Year' }), value: coin.launchYear ? String(coin.launchYear) : '' },
    { icon: User, label: i18n._({ id: 'coins.facts.founder', message: 'Founder' }), value: coin.founderInfo },
    { icon: Users, label: i18n._({ id: 'coins.facts.community', message: 'Community' }), value: community ? (typeof community === 'string' ? community : active) : '' },
  ].filter((row) => row.value);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{i18n._({ id: 'coins.facts.keyInformation', message: 'Key Information' })}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          {rows.map(({ icon: Icon, label, value }) => (
            <div key={label}>
              <dt className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-soft text-secondary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {label}
              </dt>
              <dd className="mt-1 ps-11 text-sm leading-relaxed">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function CategoriesCard({ tags }: { tags: readonly string[] }) {
  const { i18n } = useI18n();
  if (tags.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{i18n._({ id: 'coins.facts.categories', message: 'Categories' })}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <Badge key={tag} variant="coral">
            {tag}
          </Badge>
        ))}
      </CardContent>
    </Card>
  );
}

/** Signed in: the coin's learning modules; a guest gets the 'learning' sign-up prompt. */
export function StartLearningCard({ coin, isSignedIn }: { coin: Coin; isSignedIn: boolean }) {
  const { i18n } = useI18n();
  const viewModules = i18n._({ id: 'coins.facts.viewModules', message: 'View Learning Modules' });
  return (
    <Card className="bg-gradient-to-br from-coral-soft to-teal-soft">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <BookOpen className="size-5 text-primary" aria-hidden="true" />
          {i18n._({ id: 'coins.facts.startLearning', message: 'Start Learning' })}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {i18n._({ id: 'coins.facts.startLearningHint', message: 'Modules and quizzes that explain {name} step by step.', values: { name: coin.name } })}
        </p>
      </CardHeader>
      <CardContent>
        {isSignedIn ? (
          <Button asChild className="w-full">
            <Link href={paths.learn({ coinId: coin.id })}>{viewModules}</Link>
          </Button>
        ) : (
          <SignupPromptButton variant="learning" label={viewModules} className="w-full" />
        )}
      </CardContent>
    </Card>
  );
}

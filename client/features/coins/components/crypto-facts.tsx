import { BookOpen, Calendar, User, Users } from 'lucide-react';
import { Link } from 'wouter';
import type { Coin } from '@shared/contracts/coins';
import { SignupPromptButton } from '@/components/signup-prompt/signup-prompt';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Key Information: each row only if present; a community that is not text reads 'Active' (spec). */
export function KeyInformationCard({ coin }: { coin: Coin }) {
  const community: unknown = coin.communityInfo;
  const rows = [
    { icon: Calendar, label: 'Launch Year', value: coin.launchYear ? String(coin.launchYear) : '' },
    { icon: User, label: 'Founder', value: coin.founderInfo },
    { icon: Users, label: 'Community', value: community ? (typeof community === 'string' ? community : 'Active') : '' },
  ].filter((row) => row.value);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Key Information</CardTitle>
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
  if (tags.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Categories</CardTitle>
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
  return (
    <Card className="bg-gradient-to-br from-coral-soft to-teal-soft">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <BookOpen className="size-5 text-primary" aria-hidden="true" />
          Start Learning
        </CardTitle>
        <p className="text-sm text-muted-foreground">Modules and quizzes that explain {coin.name} step by step.</p>
      </CardHeader>
      <CardContent>
        {isSignedIn ? (
          <Button asChild className="w-full">
            <Link href={paths.learn({ coinId: coin.id })}>View Learning Modules</Link>
          </Button>
        ) : (
          <SignupPromptButton variant="learning" label="View Learning Modules" className="w-full" />
        )}
      </CardContent>
    </Card>
  );
}

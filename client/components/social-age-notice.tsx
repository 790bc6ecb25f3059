import { BookOpen, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { AgeGroup } from '@shared/constants/age';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { setBirthMonthPromptOpen } from '@/lib/birth-month-prompt';

/**
 * What the Matches, Messages and chat screens show a member who may not match or chat (docs/decisions/045-age-gate.md):
 * why, and what stays open. `isPage` when it is the whole page: its title is then the page's h1.
 */
export function SocialAgeNotice({ ageGroup, isPage = false }: { ageGroup: Exclude<AgeGroup, 'adult'>; isPage?: boolean }) {
  const { i18n } = useI18n();
  const Heading = isPage ? 'h1' : 'h2';
  const isTeen = ageGroup === 'teen';
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-card p-6 text-center sm:p-8" aria-labelledby="social-age-heading">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft">
        <ShieldCheck className="size-7 text-primary" aria-hidden="true" />
      </span>
      <Heading id="social-age-heading" className="text-lg font-bold">
        {isTeen ? i18n._({ id: 'matches.ageNotice.teenTitle', message: 'Matching and chat open at 18' }) : i18n._({ id: 'matches.ageNotice.confirmTitle', message: 'Confirm your birth month' })}
      </Heading>
      <p className="max-w-md text-sm text-muted-foreground">
        {isTeen
          ? i18n._({
              id: 'matches.ageNotice.teenText',
              message: 'Matching and chat are for members 18 and over. You can keep learning, reviewing vocabulary and swiping coins.',
            })
          : i18n._({
              id: 'matches.ageNotice.confirmText',
              message: 'Tell us your birth month to open matching and chat. Until then you can keep learning, reviewing vocabulary and swiping coins.',
            })}
      </p>
      <div className="mt-1 grid w-full max-w-xs gap-2">
        {isTeen ? null : <Button onClick={() => setBirthMonthPromptOpen(true)}>{i18n._({ id: 'matches.ageNotice.addBirthMonth', message: 'Add my birth month' })}</Button>}
        <Button asChild variant={isTeen ? 'default' : 'outline'}>
          <Link href={paths.learn()}>
            <BookOpen aria-hidden="true" />
            {i18n._({ id: 'matches.ageNotice.keepLearning', message: 'Keep learning' })}
          </Link>
        </Button>
      </div>
    </section>
  );
}

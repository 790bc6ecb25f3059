import { ArrowRight, BookOpen, Flame, MessageCircle, Users } from 'lucide-react';
import { Link } from 'wouter';
import { AppLogo } from '@/components/app-logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';

const STEPS = [
  {
    icon: Flame,
    title: /*i18n*/ { id: 'app.landing.swipeTitle', message: 'Swipe coins' },
    text: /*i18n*/ { id: 'app.landing.swipeText', message: 'Like or pass on 60+ cryptocurrencies, each with its story, founders and fun facts.' },
  },
  {
    icon: Users,
    title: /*i18n*/ { id: 'app.landing.meetTitle', message: 'Meet your mates' },
    text: /*i18n*/ { id: 'app.landing.meetText', message: 'After 5 swipes you get a crypto personality and matches who can teach you, and learn from you.' },
  },
  {
    icon: MessageCircle,
    title: /*i18n*/ { id: 'app.landing.talkTitle', message: 'Talk it through' },
    text: /*i18n*/ { id: 'app.landing.talkText', message: 'Chat live with your matches and swap what you know.' },
  },
  {
    icon: BookOpen,
    title: /*i18n*/ { id: 'app.landing.learnTitle', message: 'Learn for real' },
    text: /*i18n*/ { id: 'app.landing.learnText', message: 'Modules, quizzes, journeys and a vocabulary trainer that remembers what you forget.' },
  },
];

/** /landing: the marketing page, with no header or navigation (docs/product.md section 2). */
export function LandingPage() {
  const { i18n } = useI18n();
  // The headline is translated whole; its highlighted word is styled where the translation puts it.
  const [before = '', after = ''] = i18n._({ id: 'app.landing.headline', message: 'Learn crypto {highlight}.', values: { highlight: '\u0000' } }).split('\u0000');
  return (
    <main className="min-h-dvh bg-gradient-to-b from-coral-soft via-background to-teal-soft">
      <div className="mx-auto max-w-5xl px-5 py-10 md:py-16">
        <div className="flex items-center gap-2 text-xl font-extrabold" dir="ltr">
          <AppLogo className="size-8" />
          Coin<span className="-ms-2 text-primary">mates</span>
        </div>
        <section className="mt-12 max-w-2xl">
          <h1 className="text-4xl font-extrabold leading-tight md:text-6xl">
            {before}
            <span className="text-primary">{i18n._({ id: 'app.landing.headlineHighlight', message: 'together' })}</span>
            {after}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            {i18n._({
              id: 'app.landing.intro',
              message: 'Swipe through the coins that shape crypto, discover your crypto personality, and get matched with people who know what you want to learn.',
            })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href={paths.home}>
                {i18n._({ id: 'app.landing.startSwiping', message: 'Start swiping' })} <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={paths.auth()}>{i18n._({ id: 'app.landing.createAccount', message: 'Create a free account' })}</Link>
            </Button>
          </div>
        </section>
        <ol className="mt-14 grid gap-4 sm:grid-cols-2">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title.id} className="rounded-2xl bg-card p-5 shadow-[var(--shadow-card)]">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 className="font-bold">{i18n._({ id: 'app.landing.step', message: '{number}. {title}', values: { number: index + 1, title: i18n._(title) } })}</h2>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{i18n._(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </main>
  );
}

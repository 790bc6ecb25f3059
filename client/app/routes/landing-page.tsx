import { ArrowRight, BookOpen, Flame, MessageCircle, Users } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const STEPS = [
  { icon: Flame, title: 'Swipe coins', text: 'Like or pass on 60+ cryptocurrencies, each with its story, founders and fun facts.' },
  { icon: Users, title: 'Meet your mates', text: 'After 5 swipes you get a crypto personality and matches who can teach you, and learn from you.' },
  { icon: MessageCircle, title: 'Talk it through', text: 'Chat live with your matches and swap what you know.' },
  { icon: BookOpen, title: 'Learn for real', text: 'Modules, quizzes, journeys and a vocabulary trainer that remembers what you forget.' },
];

/** /landing: the marketing page, with no header or navigation (docs/product.md section 2). */
export function LandingPage() {
  return (
    <main className="min-h-dvh bg-gradient-to-b from-coral-soft via-background to-teal-soft">
      <div className="mx-auto max-w-5xl px-5 py-10 md:py-16">
        <div className="flex items-center gap-2 text-xl font-extrabold">
          <img src="/favicon.svg" alt="" className="size-8" />
          Coin<span className="-ms-2 text-primary">mates</span>
        </div>
        <section className="mt-12 max-w-2xl">
          <h1 className="text-4xl font-extrabold leading-tight md:text-6xl">
            Learn crypto <span className="text-primary">together</span>.
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Swipe through the coins that shape crypto, discover your crypto personality, and get matched with people who know what you want to learn.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href={paths.home}>
                Start swiping <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href={paths.auth()}>Create a free account</Link>
            </Button>
          </div>
        </section>
        <ol className="mt-14 grid gap-4 sm:grid-cols-2">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl bg-card p-5 shadow-[var(--shadow-card)]">
              <div className="flex items-center gap-3">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h2 className="font-bold">
                  {index + 1}. {title}
                </h2>
              </div>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </main>
  );
}

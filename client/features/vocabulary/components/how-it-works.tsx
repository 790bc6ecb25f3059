import { BarChart3, BookOpen, Flame, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { MessageDescriptor } from '@lingui/core';
import { useI18n } from '@/i18n/provider';

const STEPS: Array<{ icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor; tone: string }> = [
  {
    icon: BookOpen,
    title: /*i18n*/ { id: 'vocabulary.howItWorks.reviewTitle', message: 'Review Terms' },
    text: /*i18n*/ { id: 'vocabulary.howItWorks.reviewText', message: 'Study one term at a time, with its definition, an example and how to say it.' },
    tone: 'bg-coral-soft text-primary',
  },
  {
    icon: BarChart3,
    title: /*i18n*/ { id: 'vocabulary.howItWorks.trackTitle', message: 'Track Progress' },
    text: /*i18n*/ { id: 'vocabulary.howItWorks.trackText', message: "Mark what you've mastered; spaced repetition brings the rest back just before you'd forget." },
    tone: 'bg-teal-soft text-secondary',
  },
  {
    icon: Flame,
    title: /*i18n*/ { id: 'vocabulary.howItWorks.streakTitle', message: 'Build Streaks' },
    text: /*i18n*/ { id: 'vocabulary.howItWorks.streakText', message: 'Review at least one term a day to grow your streak and earn points.' },
    tone: 'bg-accent-soft text-foreground',
  },
];

/** docs/product.md section 2 ("Vocabulary"): 'How It Works' has three steps: Review Terms, Track Progress, Build Streaks. */
export function HowItWorks({ children }: { children?: ReactNode }) {
  const { i18n } = useI18n();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">{i18n._({ id: 'vocabulary.howItWorks.title', message: 'How It Works' })}</h2>
      <ol className="mt-4 grid gap-4">
        {STEPS.map(({ icon: Icon, title, text, tone }, index) => (
          <li key={title.id} className="flex gap-3">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-sm font-bold">
                <span className="sr-only">{i18n._({ id: 'vocabulary.howItWorks.step', message: 'Step {number}:', values: { number: index + 1 } })} </span>
                {i18n._(title)}
              </h3>
              <p className="text-sm text-muted-foreground">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ol>
      {children}
    </Card>
  );
}

import { BarChart3, BookOpen, Flame, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

const STEPS: Array<{ icon: LucideIcon; title: string; text: string; tone: string }> = [
  { icon: BookOpen, title: 'Review Terms', text: 'Study one term at a time, with its definition, an example and how to say it.', tone: 'bg-coral-soft text-primary' },
  { icon: BarChart3, title: 'Track Progress', text: "Mark what you've mastered; spaced repetition brings the rest back just before you'd forget.", tone: 'bg-teal-soft text-secondary' },
  { icon: Flame, title: 'Build Streaks', text: 'Review at least one term a day to grow your streak and earn points.', tone: 'bg-accent-soft text-foreground' },
];

/** docs/product.md section 2 ("Vocabulary"): 'How It Works' has three steps: Review Terms, Track Progress, Build Streaks. */
export function HowItWorks({ children }: { children?: ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">How It Works</h2>
      <ol className="mt-4 grid gap-4">
        {STEPS.map(({ icon: Icon, title, text, tone }, index) => (
          <li key={title} className="flex gap-3">
            <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${tone}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-sm font-bold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      {children}
    </Card>
  );
}

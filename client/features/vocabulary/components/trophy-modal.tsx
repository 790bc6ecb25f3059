import { Award, Sparkles, Trophy } from 'lucide-react';
import { domAnimation, LazyMotion, m } from 'motion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { POINTS } from '@shared/constants/gamification';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import { useI18n } from '@/i18n/provider';

/** docs/product.md section 9: the animation's steps at 1.5, 3 and 4.5 s; it closes itself after 7 s. */
export const TROPHY_STEP_DELAYS_MS = [1_500, 3_000, 4_500] as const;
export const TROPHY_AUTO_CLOSE_MS = 7_000;

function useTrophySteps(isOpen: boolean, isInstant: boolean): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!isOpen) return;
    setStep(isInstant ? TROPHY_STEP_DELAYS_MS.length : 0);
    if (isInstant) return;
    const timers = TROPHY_STEP_DELAYS_MS.map((delay, index) => setTimeout(() => setStep(index + 1), delay));
    return () => timers.forEach(clearTimeout);
  }, [isOpen, isInstant]);
  return step;
}

function Reveal({ isShown, isInstant, className, children }: { isShown: boolean; isInstant: boolean; className?: string; children: ReactNode }) {
  return (
    <m.div
      initial={false}
      animate={isShown ? { opacity: 1, y: 0, scale: 1 } : { opacity: 0, y: 12, scale: 0.96 }}
      transition={isInstant ? { duration: 0 } : { type: 'spring', stiffness: 260, damping: 20 }}
      aria-hidden={!isShown}
      className={className}
    >
      {children}
    </m.div>
  );
}

/** The "Vocabulary Master" trophy, shown when every term is mastered (docs/product.md section 2 and 9). */
export function TrophyModal({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const isInstant = usePrefersReducedMotion();
  const step = useTrophySteps(isOpen, isInstant);
  const { i18n } = useI18n();

  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => onOpenChange(false), TROPHY_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [isOpen, onOpenChange]);

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm overflow-hidden text-center">
        <LazyMotion features={domAnimation} strict>
          <div className="pointer-events-none absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-accent-soft to-transparent" aria-hidden="true" />
          <m.div
            className="relative mx-auto mt-2 flex size-24 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lg"
            initial={isInstant ? false : { scale: 0.3, rotate: -20, opacity: 0 }}
            animate={{ scale: 1, rotate: 0, opacity: 1 }}
            transition={isInstant ? { duration: 0 } : { type: 'spring', stiffness: 200, damping: 12 }}
          >
            <Trophy className="size-12" aria-hidden="true" />
            <Sparkles className={cn('absolute -end-1 -top-1 size-6 text-primary', !isInstant && 'animate-pulse')} aria-hidden="true" />
          </m.div>
          <DialogTitle className="relative mt-4 text-2xl font-extrabold">{i18n._({ id: 'vocabulary.trophy.title', message: 'Congratulations!' })}</DialogTitle>
          <div aria-live="polite" className="relative mt-2 grid gap-3">
            <Reveal isShown={step >= 1} isInstant={isInstant}>
              <DialogDescription className="text-base text-foreground">{i18n._({ id: 'vocabulary.trophy.description', message: "You've mastered all vocabulary terms!" })}</DialogDescription>
            </Reveal>
            <Reveal isShown={step >= 2} isInstant={isInstant}>
              <p className="text-2xl font-extrabold text-primary">{i18n._({ id: 'vocabulary.trophy.points', message: '+{points} points earned!', values: { points: POINTS.vocabularyTrophy } })}</p>
            </Reveal>
            <Reveal isShown={step >= 3} isInstant={isInstant}>
              <p className="mx-auto max-w-72 rounded-2xl bg-teal-soft px-4 py-2 text-center text-sm font-bold text-secondary">
                <Award className="me-1.5 inline size-4 align-[-0.2em]" aria-hidden="true" />
                {i18n._({
                  id: 'vocabulary.trophy.achievement',
                  message: 'Achievement Unlocked: "{name}"',
                  values: { name: i18n._({ id: 'vocabulary.mastery.master', message: 'Vocabulary Master' }) },
                })}
              </p>
            </Reveal>
          </div>
        </LazyMotion>
      </DialogContent>
    </Dialog>
  );
}

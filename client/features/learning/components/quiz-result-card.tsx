import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { QUIZ_PASS_MARK } from '@shared/constants/learning';
import type { QuizResult } from '@shared/contracts/learning';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useI18n } from '@/i18n/provider';
import { useFormat } from '@/lib/format';

/** The score the server graded, 'Try Again' below 70 and 'Back to Learning'. */
export function QuizResultCard({ result, onTryAgain, isRedrawing }: { result: QuizResult; onTryAgain: () => void; isRedrawing: boolean }) {
  const Icon = result.passed ? CheckCircle2 : XCircle;
  const { i18n } = useI18n();
  const format = useFormat();
  const score = format.percent(result.score / 100);
  return (
    <Card className={cn('p-5', result.passed ? 'border-success bg-green-50' : 'border-destructive/40 bg-red-50')} data-testid="quiz-result">
      <div className="flex items-center gap-4">
        <Icon className={cn('size-10 shrink-0', result.passed ? 'text-success' : 'text-destructive')} aria-hidden="true" />
        <div className="flex-1">
          <p className="text-3xl font-extrabold" aria-label={i18n._({ id: 'learning.quizResult.scoreLabel', message: 'Your score: {score}', values: { score } })}>
            {score}
          </p>
          <p className="text-sm font-medium">
            {i18n._({ id: 'learning.quizResult.correct', message: '{correct} of {total} correct', values: { correct: result.correctCount, total: result.total } })} ·{' '}
            {result.passed
              ? result.progress?.completed
                ? i18n._({ id: 'learning.quizResult.passedCompleted', message: 'Passed! Module completed.' })
                : i18n._({ id: 'learning.quizResult.passed', message: 'Passed!' })
              : i18n._({
                  id: 'learning.quizResult.failed',
                  message:
                    'You need {passMark} to pass. Read why the marked answers were wrong; Try Again draws a new set of questions. The ones you missed come back under Missed questions on the Learning home.',
                  values: { passMark: format.percent(QUIZ_PASS_MARK / 100) },
                })}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {result.score < QUIZ_PASS_MARK ? (
          <Button onClick={onTryAgain} disabled={isRedrawing}>
            <RotateCcw aria-hidden="true" />
            {isRedrawing ? i18n._({ id: 'learning.quizResult.redrawing', message: 'Drawing new questions...' }) : i18n._({ id: 'learning.quizResult.tryAgain', message: 'Try Again' })}
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link href={paths.learn()}>{i18n._({ id: 'learning.module.backToLearning', message: 'Back to Learning' })}</Link>
        </Button>
      </div>
    </Card>
  );
}

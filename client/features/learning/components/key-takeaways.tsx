import { ListChecks, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/provider';

/** The lesson's summary after its last section, and the way on to the quiz. */
export function KeyTakeaways({ takeaways, onQuiz }: { takeaways: string[]; onQuiz: () => void }) {
  const { i18n } = useI18n();
  return (
    <section aria-labelledby="key-takeaways-heading" data-testid="key-takeaways">
      <h3 id="key-takeaways-heading" className="mt-2 flex items-center gap-2 text-xl font-bold">
        <Sparkles className="size-5 text-primary" aria-hidden="true" />
        {i18n._({ id: 'learning.takeaways.heading', message: 'Key takeaways' })}
      </h3>
      <ul className="mt-3 grid gap-2">
        {takeaways.map((takeaway) => (
          <li key={takeaway} className="rounded-xl bg-muted p-3 text-sm leading-6 break-words">
            {takeaway}
          </li>
        ))}
      </ul>
      <Button size="lg" className="mt-5 w-full sm:w-auto" onClick={onQuiz}>
        <ListChecks aria-hidden="true" />
        {i18n._({ id: 'learning.module.takeQuiz', message: 'Take Quiz' })}
      </Button>
    </section>
  );
}

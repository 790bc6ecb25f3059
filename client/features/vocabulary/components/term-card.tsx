import { Eye } from 'lucide-react';
import type { NextTerm } from '@shared/contracts/vocabulary';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DifficultyDots } from './difficulty-dots';
import { PronunciationButton } from './pronunciation-button';
import { useI18n } from '@/i18n/provider';
import { termCategoryText } from '../utils/term-category';

/** docs/product.md section 2 ("Vocabulary"): category, difficulty dots, term, pronunciation text, play button, definition, example.
 *  Active recall: the term comes first; the definition and example show on demand, before the
 *  learner rates it. The body of the term card; the Learn tab frames it with the navigation. */
export function TermCard({ term, isRevealed, onReveal }: { term: NextTerm; isRevealed: boolean; onReveal: () => void }) {
  const { i18n } = useI18n();
  const definition = i18n._({ id: 'vocabulary.term.definition', message: 'Definition' });
  const example = i18n._({ id: 'vocabulary.term.example', message: 'Example' });
  return (
    <div className="p-4 sm:p-5 md:p-7">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="coral">{termCategoryText(i18n, term.category)}</Badge>
        <Badge variant={term.isNew ? 'accent' : 'soft'}>{term.isNew ? i18n._({ id: 'vocabulary.term.new', message: 'New' }) : i18n._({ id: 'vocabulary.term.review', message: 'Review' })}</Badge>
        <DifficultyDots difficulty={term.difficulty} className="ms-auto" />
      </div>

      <div className="mt-3 flex items-start justify-between gap-3 md:mt-5">
        <div className="min-w-0">
          <h2 className="text-[1.75rem] font-extrabold leading-tight tracking-tight break-words md:text-4xl">{term.term}</h2>
          <p className="mt-1 font-mono text-sm text-muted-foreground">
            <span className="sr-only">{i18n._({ id: 'vocabulary.term.pronounced', message: 'Pronounced' })} </span>/{term.pronunciationText}/
          </p>
        </div>
        <PronunciationButton term={term.term} audioUrl={term.pronunciationAudioUrl} />
      </div>

      {isRevealed ? null : (
        <div className="mt-4 grid gap-2 md:mt-6">
          <p className="text-sm text-muted-foreground">{i18n._({ id: 'vocabulary.term.recall', message: 'Say what it means in your own words, then check.' })}</p>
          <Button size="lg" variant="outline" onClick={onReveal} aria-keyshortcuts="S" className="justify-self-start">
            <Eye aria-hidden="true" />
            {i18n._({ id: 'vocabulary.term.show', message: 'Show definition' })}
          </Button>
        </div>
      )}
      {isRevealed ? (
        <>
          <section className="mt-3 md:mt-5" aria-label={definition}>
            <h3 className="text-xs font-bold uppercase tracking-wide text-muted-foreground">{definition}</h3>
            <p className="mt-1 text-[0.95rem] leading-relaxed md:text-base">{term.definition}</p>
          </section>

          <section className="mt-3 rounded-2xl bg-teal-soft px-4 py-3 md:mt-4" aria-label={example}>
            <h3 className="text-xs font-bold uppercase tracking-wide text-secondary">{example}</h3>
            <p className="mt-1 text-sm leading-relaxed italic">{term.example}</p>
          </section>
        </>
      ) : null}
    </div>
  );
}

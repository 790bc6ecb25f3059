import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePronunciation } from '../hooks/use-pronunciation';
import { useI18n } from '@/i18n/provider';

/** Plays the recording, or speaks the term; hidden when the browser can do neither. */
export function PronunciationButton({ term, audioUrl }: { term: string; audioUrl: string | null }) {
  const { canPlay, play } = usePronunciation(term, audioUrl);
  const { i18n } = useI18n();
  if (!canPlay) return null;
  return (
    <Button
      variant="outline"
      size="icon"
      className="size-9 shrink-0 text-secondary"
      onClick={play}
      aria-label={i18n._({ id: 'vocabulary.term.play', message: 'Play pronunciation of {term}', values: { term } })}
    >
      <Volume2 aria-hidden="true" />
    </Button>
  );
}

import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePronunciation } from '../hooks/use-pronunciation';

/** Plays the recording, or speaks the term; hidden when the browser can do neither. */
export function PronunciationButton({ term, audioUrl }: { term: string; audioUrl: string | null }) {
  const { canPlay, play } = usePronunciation(term, audioUrl);
  if (!canPlay) return null;
  return (
    <Button variant="outline" size="icon" className="size-9 shrink-0 text-secondary" onClick={play} aria-label={`Play pronunciation of ${term}`}>
      <Volume2 aria-hidden="true" />
    </Button>
  );
}

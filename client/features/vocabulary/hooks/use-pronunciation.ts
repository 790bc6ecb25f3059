import { useCallback, useEffect } from 'react';
import { useIsClient } from '@/hooks/use-is-client';

function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

function speak(text: string): void {
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  utterance.rate = 0.9;
  window.speechSynthesis.speak(utterance);
}

/**
 * The play button: the term's recording when it has one, otherwise the browser's speech synthesis.
 * `canPlay` is false when neither exists (the button is then hidden).
 */
export function usePronunciation(term: string, audioUrl: string | null): { canPlay: boolean; play: () => void } {
  // The server has no speech synthesis: the button appears once hydrated, so both renders agree first.
  const hasSpeech = useIsClient() && canSpeak();

  useEffect(
    () => () => {
      if (canSpeak()) window.speechSynthesis.cancel();
    },
    [term],
  );

  const play = useCallback(() => {
    if (audioUrl) {
      new Audio(audioUrl).play().catch(() => {
        if (canSpeak()) speak(term);
      });
      return;
    }
    if (canSpeak()) speak(term);
  }, [audioUrl, term]);

  return { canPlay: Boolean(audioUrl) || hasSpeech, play };
}

import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { startQuizAttempt } from '../api/start-quiz-attempt';

/**
 * One drawn attempt at a time: drawn once when the quiz opens and again on 'Try Again', never on a
 * refetch or a re-render (a new draw would swap the questions under the learner).
 */
export function useQuizAttempt(moduleId: number) {
  const draw = useMutation({ mutationFn: () => startQuizAttempt(moduleId) });
  const { mutate } = draw;
  const drawnFor = useRef<number | null>(null);
  useEffect(() => {
    if (drawnFor.current === moduleId) return;
    drawnFor.current = moduleId;
    mutate();
  }, [moduleId, mutate]);
  const redraw = useCallback(() => mutate(), [mutate]);
  return { draw, redraw };
}

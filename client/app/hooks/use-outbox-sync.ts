/**
 * The offline outbox follows the signed-in person (docs/decisions/058-offline-outbox.md): their queued writes
 * show and are sent when the connection is back; what each sent write changes on screen is refreshed here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiUrls } from '@/config/api-urls';
import { invalidatePreferenceDependents } from '@/features/discover/api/related-queries';
import { useCurrentUser } from '@/lib/current-user';
import { onWriteSent, startOutbox } from '@/lib/outbox';

export function useOutboxSync(): void {
  const queryClient = useQueryClient();
  const { user, isLoading } = useCurrentUser();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!isLoading) startOutbox(userId);
  }, [isLoading, userId]);

  useEffect(
    () =>
      onWriteSent((item, body) => {
        const startsWith = (prefix: string) => (query: { queryKey: readonly unknown[] }) => String(query.queryKey[0]).startsWith(prefix);
        switch (item.kind) {
          case 'message':
            // The chat's code (and zod) load with the first sent message, not with the app.
            void import('@/features/chat/api/send-message')
              .then(async ({ addSentMessage, parseSentMessage }) => addSentMessage(queryClient, item.scope, await parseSentMessage(body)))
              .catch(() => queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(item.scope)] }));
            break;
          case 'swipe':
            void invalidatePreferenceDependents(queryClient);
            break;
          case 'review':
            void queryClient.invalidateQueries({ predicate: startsWith('/api/vocabulary/') });
            break;
          case 'lessonStart':
            void queryClient.invalidateQueries({ predicate: startsWith('/api/learning/') });
            break;
        }
      }),
    [queryClient],
  );
}

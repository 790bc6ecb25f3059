import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { ERROR_CODES } from '@shared/contracts/errors';
import { MESSAGE_MAX_LENGTH } from '@shared/contracts/messages';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/api-client';
import { sendLive } from '@/lib/live-store';
import { toast } from '@/lib/toast-store';
import { useSendMessage } from '../api/send-message';
import { TeachBackDialog } from './teach-back-dialog';
import { newClientId } from '@/lib/client-id';

function seedPhraseRefusal(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  try {
    const body = JSON.parse(error.body) as { code?: string; message?: string };
    return body.code === ERROR_CODES.seedPhraseBlocked ? (body.message ?? 'This message looks like a seed phrase, so it was not sent.') : null;
  } catch {
    return null;
  }
}

const TYPING_THROTTLE_MS = 2_000;

/** docs/product.md section 5: sends only non-empty trimmed text; disabled while empty or pending; clears on submit.
 *  `onRefused` gets the server's reason when a message was refused as a seed phrase (null when a new send starts):
 *  the conversation shows it where the message would have appeared. */
export function MessageComposer({ matchId, partnerName, onRefused }: { matchId: number; partnerName: string; onRefused: (reason: string | null) => void }) {
  const [text, setText] = useState('');
  const send = useSendMessage(matchId);
  const lastTypingSent = useRef(0);
  /** A send that failed keeps its client id: if the server stored it and only the answer was lost, sending the
   *  same text again returns that message instead of storing a second one. */
  const unsent = useRef<{ content: string; clientId: string } | null>(null);
  const isEmpty = text.trim().length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (!content || send.isPending) return;
    const clientId = unsent.current?.content === content ? unsent.current.clientId : newClientId();
    unsent.current = { content, clientId };
    setText('');
    onRefused(null);
    send.mutate(
      { content, clientId },
      {
        onSuccess: () => {
          if (unsent.current?.clientId === clientId) unsent.current = null;
        },
        onError: (error) => {
          const refused = seedPhraseRefusal(error);
          if (refused) {
            // The words stay out of the box: they are the wallet. Nothing was stored or delivered.
            unsent.current = null;
            onRefused(refused);
            return;
          }
          setText((current) => current || content);
          const isOffline = error instanceof TypeError;
          if (isOffline) {
            sendLive({ type: 'ping' });
            toast({ title: 'Connection issue', description: 'Trying to reconnect. Please try sending your message again in a moment.', duration: 3_000 });
          } else {
            toast({ variant: 'destructive', title: 'Error', description: 'Failed to send message. Please try again.' });
          }
        },
      },
    );
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() && now - lastTypingSent.current > TYPING_THROTTLE_MS) {
      lastTypingSent.current = now;
      sendLive({ type: 'typing', matchId });
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <TeachBackDialog matchId={matchId} partnerName={partnerName} />
      <label htmlFor="message-input" className="sr-only">
        Message
      </label>
      <textarea
        id="message-input"
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        placeholder="Type a message..."
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
        className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-border bg-card px-4 py-2.5 text-base"
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={isEmpty || send.isPending}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}

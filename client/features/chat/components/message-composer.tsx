import { Check, Pencil, Reply, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ERROR_CODES } from '@shared/contracts/errors';
import { MESSAGE_MAX_LENGTH } from '@shared/constants/messages';
import type { Message } from '@shared/contracts/messages';
import { Button } from '@/components/ui/button';
import { HttpError } from '@/lib/api-client';
import { sendLive } from '@/lib/live-store';
import { rateLimitMessage } from '@/lib/rate-limit-message';
import { toast } from '@/lib/toast-store';
import { useI18n } from '@/i18n/provider';
import { useEditMessage } from '../api/message-actions';
import { useSendMessage } from '../api/send-message';
import { TeachBackDialog } from './teach-back-dialog';
import { newClientId } from '@/lib/client-id';
import { useIsClient } from '@/hooks/use-is-client';
import { enqueueWrite, isNetworkFailure, useQueuedWrites } from '@/lib/outbox';
import { apiUrls } from '@/config/api-urls';

function seedPhraseRefusal(error: unknown, fallback: string): string | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  try {
    const body = JSON.parse(error.body) as { code?: string; message?: string };
    return body.code === ERROR_CODES.seedPhraseBlocked ? (body.message ?? fallback) : null;
  } catch {
    return null;
  }
}

const TYPING_THROTTLE_MS = 2_000;

function errorMessage(error: unknown): string | null {
  if (!(error instanceof HttpError)) return null;
  try {
    return (JSON.parse(error.body) as { message?: string }).message ?? null;
  } catch {
    return null;
  }
}

interface ComposerProps {
  matchId: number;
  partnerName: string;
  /** The message the next send answers (shown above the box, cancellable); `authorName` null: my own. */
  replyTo?: { message: Message; authorName: string | null } | null;
  onCancelReply?: () => void;
  /** The own message being edited: the box holds its text and saves it instead of sending. */
  editing?: Message | null;
  onDoneEditing?: () => void;
  /** Gets the server's reason when a message was refused as a seed phrase (null when a new send starts): the
   *  conversation shows it where the message would have appeared. */
  onRefused: (reason: string | null) => void;
}

/** docs/product.md section 5: sends only non-empty trimmed text; disabled while empty or pending; clears on submit. */
export function MessageComposer({ matchId, partnerName, replyTo = null, onCancelReply, editing = null, onDoneEditing, onRefused }: ComposerProps) {
  // Server-rendered: until the app has hydrated the page, sending would be a plain form post (docs/decisions/048).
  const isHydrated = useIsClient();
  const { i18n } = useI18n();
  const seedPhraseFallback = i18n._({ id: 'chat.composer.seedPhraseRefused', message: 'This message looks like a seed phrase, so it was not sent.' });
  const errorTitle = i18n._({ id: 'chat.common.error', message: 'Error' });
  const [text, setText] = useState('');
  const send = useSendMessage(matchId);
  const edit = useEditMessage(matchId);
  const input = useRef<HTMLTextAreaElement>(null);
  const draft = useRef('');
  const editingId = editing?.id;
  // Editing puts the message's text in the box (the draft comes back after); replying focuses the box.
  useEffect(() => {
    if (editingId === undefined) return;
    draft.current = text;
    setText(editing?.content ?? '');
    input.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another message is picked for editing
  }, [editingId]);
  const replyId = replyTo?.message.id;
  useEffect(() => {
    if (replyId !== undefined) input.current?.focus();
  }, [replyId]);

  const stopEditing = () => {
    setText(draft.current);
    draft.current = '';
    onDoneEditing?.();
  };
  const lastTypingSent = useRef(0);
  /** A send that failed keeps its client id: if the server stored it and only the answer was lost, sending the
   *  same text again returns that message instead of storing a second one. */
  const unsent = useRef<{ content: string; clientId: string } | null>(null);
  const isEmpty = text.trim().length === 0;
  const hasQueued = useQueuedWrites('message', matchId).some((item) => item.status === 'pending');

  /** Kept in the outbox (docs/decisions/058-offline-outbox.md): sent, in order, when the connection is back. */
  const queue = (input: { content: string; clientId: string; replyToId?: number }) => {
    unsent.current = null;
    enqueueWrite({ kind: 'message', id: input.clientId, url: apiUrls.matchMessages(matchId), body: input, scope: matchId }).catch(() => {
      setText((current) => current || input.content);
      toast({
        variant: 'destructive',
        title: errorTitle,
        description: i18n._({ id: 'chat.composer.keepFailed', message: 'This browser could not keep your message. Please try again when you are online.' }),
      });
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const content = text.trim();
    if (editing) {
      if (!content || edit.isPending) return;
      onRefused(null);
      edit.mutate(
        { messageId: editing.id, content },
        {
          onSuccess: stopEditing,
          onError: (error) => {
            const refused = seedPhraseRefusal(error, seedPhraseFallback);
            if (refused) {
              setText('');
              onRefused(refused);
              return;
            }
            toast({
              variant: 'destructive',
              title: i18n._({ id: 'chat.composer.editFailedTitle', message: 'Could not edit' }),
              description: errorMessage(error) ?? i18n._({ id: 'chat.composer.editFailed', message: 'Failed to save the edit. Please try again.' }),
            });
            // Past the window or deleted meanwhile: nothing more to do with this edit.
            if (error instanceof HttpError && error.status < 500 && error.status !== 429) stopEditing();
          },
        },
      );
      return;
    }
    if (!content || send.isPending) return;
    const replyToId = replyTo?.message.id;
    const clientId = unsent.current?.content === content ? unsent.current.clientId : newClientId();
    unsent.current = { content, clientId };
    setText('');
    onRefused(null);
    onCancelReply?.();
    // Offline, or behind messages still waiting: this one waits in line after them.
    if (!navigator.onLine || hasQueued) {
      queue({ content, clientId, replyToId });
      return;
    }
    send.mutate(
      { content, clientId, replyToId },
      {
        onSuccess: () => {
          if (unsent.current?.clientId === clientId) unsent.current = null;
        },
        onError: (error) => {
          const refused = seedPhraseRefusal(error, seedPhraseFallback);
          if (refused) {
            // The words stay out of the box: they are the wallet. Nothing was stored or delivered.
            unsent.current = null;
            onRefused(refused);
            return;
          }
          if (isNetworkFailure(error)) {
            // No answer: the same client id waits in the outbox (stored once, had the server got it after all).
            sendLive({ type: 'ping' });
            queue({ content, clientId, replyToId });
          } else {
            setText((current) => current || content);
            const limited = rateLimitMessage(error, 'messages', i18n);
            toast({
              variant: 'destructive',
              title: limited ? i18n._({ id: 'chat.composer.slowDown', message: 'Slow down' }) : errorTitle,
              description: limited ?? i18n._({ id: 'chat.composer.sendFailed', message: 'Failed to send message. Please try again.' }),
            });
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
    <>
      {editing || replyTo ? (
        <div className="mb-2 flex min-w-0 items-center gap-2 rounded-xl border-s-4 border-primary bg-muted px-3 py-1.5 text-xs" data-testid="composer-context">
          {editing ? <Pencil className="size-4 shrink-0 text-primary" aria-hidden="true" /> : <Reply className="size-4 shrink-0 text-primary" aria-hidden="true" />}
          <div className="min-w-0 flex-1">
            <p dir="auto" className="truncate font-semibold">
              {editing
                ? i18n._({ id: 'chat.composer.editing', message: 'Editing message' })
                : replyTo?.authorName == null
                  ? i18n._({ id: 'chat.composer.replyingToYourself', message: 'Replying to yourself' })
                  : i18n._({ id: 'chat.composer.replyingTo', message: 'Replying to {name}', values: { name: replyTo.authorName } })}
            </p>
            {replyTo && !editing ? (
              <p dir="auto" className="truncate text-muted-foreground">
                {replyTo.message.isDeleted || replyTo.message.isRemoved ? i18n._({ id: 'chat.message.deleted', message: 'Message deleted' }) : replyTo.message.content}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => (editing ? stopEditing() : onCancelReply?.())}
            aria-label={editing ? i18n._({ id: 'chat.composer.cancelEditing', message: 'Cancel editing' }) : i18n._({ id: 'chat.composer.cancelReply', message: 'Cancel reply' })}
            className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-card"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <form method="post" onSubmit={onSubmit} className="flex items-end gap-2">
        <TeachBackDialog matchId={matchId} partnerName={partnerName} />
        <label htmlFor="message-input" className="sr-only">
          {i18n._({ id: 'chat.composer.label', message: 'Message' })}
        </label>
        <textarea
          ref={input}
          id="message-input"
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          value={text}
          placeholder={i18n._({ id: 'chat.composer.placeholder', message: 'Type a message...' })}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && (editing || replyTo)) {
              event.preventDefault();
              if (editing) stopEditing();
              else onCancelReply?.();
              return;
            }
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="max-h-32 min-h-11 min-w-0 flex-1 resize-none rounded-2xl border border-border bg-card px-4 py-2.5 text-base"
        />
        {editing ? (
          <Button type="submit" size="icon" aria-label={i18n._({ id: 'chat.composer.saveEdit', message: 'Save edit' })} disabled={!isHydrated || isEmpty || edit.isPending}>
            <Check aria-hidden="true" />
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label={i18n._({ id: 'chat.composer.send', message: 'Send message' })} disabled={!isHydrated || isEmpty || send.isPending}>
            <SendHorizontal aria-hidden="true" />
          </Button>
        )}
      </form>
    </>
  );
}

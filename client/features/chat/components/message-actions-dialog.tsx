/**
 * A message's actions, opened by its "Message actions" button, a long-press or a right-click: the reactions,
 * reply, and for the sender edit (plain messages, 15 minutes) and delete; report for the partner's messages.
 */
import { Flag, Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MESSAGE_EDIT_WINDOW_MS, MESSAGE_REACTION_LABELS, MESSAGE_REACTIONS, type MessageReaction } from '@shared/constants/messages';
import type { Message } from '@shared/contracts/messages';
import { useOnlineOnly } from '@/components/online-only';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useI18n } from '@/i18n/provider';
import { REACTION_NAMES } from './message-extras';

export function canEdit(message: Message, currentUserId: number, now: number): boolean {
  return message.senderId === currentUserId && message.kind === 'text' && !message.isRemoved && !message.isDeleted && now - Date.parse(message.sent) < MESSAGE_EDIT_WINDOW_MS;
}

interface MessageActionsDialogProps {
  message: Message | null;
  currentUserId: number;
  onClose: () => void;
  onReact: (message: Message, reaction: MessageReaction, isOn: boolean) => void;
  onReply: (message: Message) => void;
  onEdit: (message: Message) => void;
  onDelete: (message: Message) => void;
  /** The partner's message only (the app composes the report dialog). */
  onReport?: (message: Message) => void;
}

export function MessageActionsDialog({ message, currentUserId, onClose, onReact, onReply, onEdit, onDelete, onReport }: MessageActionsDialogProps) {
  const { i18n } = useI18n();
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const close = () => {
    setConfirmingDelete(false);
    onClose();
  };
  const isMine = message?.senderId === currentUserId;
  /** Reactions, edits, deletes and reports are not kept offline: disabled with the reason while offline. */
  const onlineOnly = useOnlineOnly('mt-3');
  return (
    <Dialog open={message !== null} onOpenChange={(isOpen) => (isOpen ? undefined : close())}>
      <DialogContent className="max-w-sm">
        {message ? (
          <>
            <DialogTitle className="pe-8 text-lg">{i18n._({ id: 'chat.actions.title', message: 'Message actions' })}</DialogTitle>
            <DialogDescription dir="auto" className="line-clamp-2 wrap-anywhere">
              {message.content}
            </DialogDescription>
            {isConfirmingDelete ? (
              <div className="mt-4 grid gap-3">
                <p className="text-sm">{i18n._({ id: 'chat.actions.confirmDelete', message: 'Delete this message for both of you? It will show as “Message deleted”.' })}</p>
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="outline" onClick={() => setConfirmingDelete(false)}>
                    {i18n._({ id: 'chat.common.cancel', message: 'Cancel' })}
                  </Button>
                  <Button
                    variant="destructive"
                    {...onlineOnly.controlProps}
                    onClick={() => {
                      onDelete(message);
                      close();
                    }}
                  >
                    {i18n._({ id: 'chat.actions.delete', message: 'Delete' })}
                  </Button>
                </div>
                {onlineOnly.reason}
              </div>
            ) : (
              <>
                <div role="group" aria-label={i18n._({ id: 'chat.actions.react', message: 'React' })} className="mt-4 flex flex-wrap justify-between gap-1">
                  {MESSAGE_REACTIONS.map((reaction) => {
                    const isOn = message.reactions.some((entry) => entry.reaction === reaction && entry.userIds.includes(currentUserId));
                    const { emoji } = MESSAGE_REACTION_LABELS[reaction];
                    const label = i18n._(REACTION_NAMES[reaction]);
                    return (
                      <button
                        key={reaction}
                        type="button"
                        aria-pressed={isOn}
                        aria-label={label}
                        title={label}
                        {...onlineOnly.controlProps}
                        onClick={() => {
                          onReact(message, reaction, !isOn);
                          close();
                        }}
                        className={`grid size-11 place-items-center rounded-full text-2xl hover:bg-muted focus-visible:outline-2 disabled:opacity-50 ${isOn ? 'bg-primary/15 ring-2 ring-primary' : ''}`}
                      >
                        <span aria-hidden="true">{emoji}</span>
                      </button>
                    );
                  })}
                </div>
                <div className="mt-4 grid gap-2">
                  <Button
                    variant="outline"
                    className="justify-start"
                    onClick={() => {
                      onReply(message);
                      close();
                    }}
                  >
                    <Reply aria-hidden="true" />
                    {i18n._({ id: 'chat.actions.reply', message: 'Reply' })}
                  </Button>
                  {canEdit(message, currentUserId, Date.now()) ? (
                    <Button
                      variant="outline"
                      className="justify-start"
                      {...onlineOnly.controlProps}
                      onClick={() => {
                        onEdit(message);
                        close();
                      }}
                    >
                      <Pencil aria-hidden="true" />
                      {i18n._({ id: 'chat.actions.edit', message: 'Edit' })}
                    </Button>
                  ) : null}
                  {isMine ? (
                    <Button variant="outline" className="justify-start text-destructive" {...onlineOnly.controlProps} onClick={() => setConfirmingDelete(true)}>
                      <Trash2 aria-hidden="true" />
                      {i18n._({ id: 'chat.actions.delete', message: 'Delete' })}
                    </Button>
                  ) : onReport ? (
                    <Button
                      variant="outline"
                      className="justify-start text-destructive"
                      {...onlineOnly.controlProps}
                      onClick={() => {
                        close();
                        onReport(message);
                      }}
                    >
                      <Flag aria-hidden="true" />
                      {i18n._({ id: 'chat.actions.report', message: 'Report this message' })}
                    </Button>
                  ) : null}
                </div>
                {onlineOnly.reason}
              </>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

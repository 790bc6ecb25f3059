/**
 * Message search (docs/decisions/053-chat-replies-reactions-edits-search.md): its own entry point, a button
 * that opens the search, so the screen that hosts it decides where it goes. With `matchId` it searches that
 * conversation, without it all of the user's conversations; a result opens the conversation at the message.
 */
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { MESSAGE_SEARCH_MAX_LENGTH } from '@shared/constants/messages';
import type { MessageSearchResult } from '@shared/contracts/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { HttpError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { searchMessagesQueryOptions } from '../api/search-messages';

const DEBOUNCE_MS = 300;

function Snippet({ result }: { result: MessageSearchResult }) {
  const parts: Array<{ text: string; isHit: boolean }> = [];
  let at = 0;
  for (const { start, end } of result.highlights) {
    if (start > at) parts.push({ text: result.snippet.slice(at, start), isHit: false });
    parts.push({ text: result.snippet.slice(start, end), isHit: true });
    at = end;
  }
  if (at < result.snippet.length) parts.push({ text: result.snippet.slice(at), isHit: false });
  return (
    <span dir="auto" className="line-clamp-3 text-sm wrap-anywhere">
      {parts.map((part, index) =>
        part.isHit ? (
          <mark key={index} className="rounded bg-secondary/25 px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </span>
  );
}

export function MessageSearchButton({ matchId, partnerName, className }: { matchId?: number; partnerName?: string; className?: string }) {
  const { i18n } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const label = matchId === undefined ? i18n._({ id: 'chat.search.all', message: 'Search messages' }) : i18n._({ id: 'chat.search.conversation', message: 'Search this conversation' });
  return (
    <>
      <Button type="button" size="icon" variant="outline" aria-label={label} title={label} className={cn('size-9 rounded-full bg-card shadow-sm', className)} onClick={() => setOpen(true)}>
        <Search className="size-4" aria-hidden="true" />
      </Button>
      <MessageSearchDialog matchId={matchId} partnerName={partnerName} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

/** The search itself, opened by whatever the screen offers (the button above, or the chat's overflow menu). */
export function MessageSearchDialog({ matchId, partnerName, isOpen, onOpenChange }: { matchId?: number; partnerName?: string; isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 md:top-16">
        {isOpen ? <SearchPanel matchId={matchId} partnerName={partnerName} onOpenResult={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SearchPanel({ matchId, partnerName, onOpenResult }: { matchId?: number; partnerName?: string; onOpenResult: () => void }) {
  const { i18n } = useI18n();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [, navigate] = useLocation();
  const inputId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useQuery(searchMessagesQueryOptions(query, matchId));
  const tooShort = query.length < 2;
  const errorText =
    search.error instanceof HttpError && search.error.status === 429
      ? i18n._({ id: 'chat.search.tooFast', message: 'You are searching too fast. Please wait a moment.' })
      : i18n._({ id: 'chat.search.failed', message: 'Search failed. Please try again.' });
  return (
    <>
      <DialogTitle className="pe-8 text-lg">
        {matchId === undefined ? i18n._({ id: 'chat.search.all', message: 'Search messages' }) : i18n._({ id: 'chat.search.conversation', message: 'Search this conversation' })}
      </DialogTitle>
      <DialogDescription dir="auto" className="truncate">
        {matchId === undefined
          ? i18n._({ id: 'chat.search.allDescription', message: 'All your conversations' })
          : partnerName === undefined
            ? i18n._({ id: 'chat.search.withPartner', message: 'Your messages with your partner' })
            : i18n._({ id: 'chat.search.withName', message: 'Your messages with {name}', values: { name: partnerName } })}
      </DialogDescription>
      <label htmlFor={inputId} className="sr-only">
        {i18n._({ id: 'chat.search.label', message: 'Search for' })}
      </label>
      <input
        id={inputId}
        type="search"
        autoFocus
        maxLength={MESSAGE_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={i18n._({ id: 'chat.search.placeholder', message: 'Search for a word...' })}
        className="mt-4 h-11 w-full min-w-0 rounded-xl border border-border bg-background px-3 text-base"
      />
      <div className="mt-3 min-h-24" aria-live="polite">
        {tooShort ? (
          <p className="text-sm text-muted-foreground">{i18n._({ id: 'chat.search.tooShort', message: 'Type at least 2 characters.' })}</p>
        ) : search.isPending ? (
          <Spinner label={i18n._({ id: 'chat.search.searching', message: 'Searching' })} />
        ) : search.isError ? (
          <p className="text-sm text-destructive">{errorText}</p>
        ) : search.data.results.length === 0 ? (
          <p className="text-sm text-muted-foreground">{i18n._({ id: 'chat.search.none', message: 'No messages found.' })}</p>
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-1" aria-label={i18n._({ id: 'chat.search.results', message: 'Search results' })}>
            {search.data.results.map((result) => (
              <li key={result.messageId} className="min-w-0">
                <button
                  type="button"
                  onClick={() => {
                    onOpenResult();
                    navigate(`${paths.chat(result.matchId)}?message=${result.messageId}`);
                  }}
                  className="grid w-full min-w-0 gap-0.5 rounded-xl px-2 py-2 text-start hover:bg-muted focus-visible:outline-2"
                >
                  <span className="flex min-w-0 items-baseline gap-2 text-xs text-muted-foreground">
                    {matchId === undefined ? (
                      <span dir="auto" className="min-w-0 truncate font-semibold text-foreground">
                        {result.partnerName}
                      </span>
                    ) : null}
                    <span className="shrink-0">{format(new Date(result.sent), 'MMM d, yyyy')}</span>
                  </span>
                  <Snippet result={result} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

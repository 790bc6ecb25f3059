/**
 * A message's text with its links in place (docs/decisions/044-safe-links.md). Only a link the server found
 * `ok` can be activated, and it opens the "You are leaving Coinmates" step, never the site directly: it is a
 * button, so no middle-click or "open in new tab" skips the step. Blocked and held links stay text.
 */
import { Lock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MessageLink } from '@shared/contracts/messages';
import type { LinkTerms, TermOrigin } from '@/lib/term-links';
import { useI18n } from '@/i18n/provider';
import { isBlockedLink } from './link-explanations';

interface MessageTextProps {
  content: string;
  links: readonly MessageLink[];
  linkTerms: LinkTerms | null;
  /** The partner's message this is: a term added from it credits them (docs/decisions/061). */
  termOrigin?: TermOrigin;
  onOpenLink: (link: MessageLink, opener: HTMLElement) => void;
}

export function MessageText({ content, links, linkTerms, termOrigin, onOpenLink }: MessageTextProps) {
  const plain = (text: string) => (linkTerms ? linkTerms(text, undefined, termOrigin) : text);
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const link of [...links].sort((left, right) => left.start - right.start)) {
    // Offsets come from the server for this very text; one that does not fit is left as text.
    if (link.start < cursor || link.end > content.length || link.end <= link.start) continue;
    if (link.start > cursor) parts.push(<span key={`text-${cursor}`}>{plain(content.slice(cursor, link.start))}</span>);
    parts.push(<LinkInText key={`link-${link.start}`} link={link} text={content.slice(link.start, link.end)} onOpenLink={onOpenLink} />);
    cursor = link.end;
  }
  if (cursor < content.length) parts.push(<span key={`text-${cursor}`}>{plain(content.slice(cursor))}</span>);
  return <>{parts}</>;
}

function LinkInText({ link, text, onOpenLink }: { link: MessageLink; text: string; onOpenLink: MessageTextProps['onOpenLink'] }) {
  const { i18n } = useI18n();
  if (link.verdict === 'ok') {
    return (
      <button
        type="button"
        onClick={(event) => onOpenLink(link, event.currentTarget)}
        className="inline max-w-full cursor-pointer text-start font-semibold underline underline-offset-2 wrap-anywhere focus-visible:outline-2"
        aria-label={i18n._({ id: 'chat.link.open', message: 'Open link to {host}', values: { host: link.host } })}
      >
        {text}
      </button>
    );
  }
  const isBlocked = isBlockedLink(link);
  const Icon = isBlocked ? ShieldAlert : Lock;
  return (
    <span data-link-verdict={link.verdict} className="wrap-anywhere">
      <Icon className="me-0.5 inline size-3.5 align-[-2px]" aria-hidden="true" />
      <span className={isBlocked ? 'line-through decoration-2' : 'underline decoration-dotted underline-offset-2'}>{text}</span>
      <span className="sr-only"> {isBlocked ? i18n._({ id: 'chat.link.blocked', message: '(blocked link)' }) : i18n._({ id: 'chat.link.held', message: '(link not opened yet)' })}</span>
    </span>
  );
}

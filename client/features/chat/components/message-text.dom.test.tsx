import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageLink } from '@shared/contracts/messages';
import { LinkNotes } from './link-notes';
import { MessageText } from './message-text';

afterEach(() => cleanup());

const text = 'claim at metamask-io.com/claim or read example.com/guide';
const lookalike: MessageLink = { start: 9, end: 30, url: 'http://metamask-io.com/claim', host: 'metamask-io.com', verdict: 'lookalike', reason: 'brand-variant', lookalikeOf: 'metamask.io' };
const safe: MessageLink = { start: 39, end: 56, url: 'http://example.com/guide', host: 'example.com', verdict: 'ok', reason: 'checked', lookalikeOf: null };

describe('MessageText', () => {
  it('shows the text as written, with only the safe link activatable and no anchor to skip the leaving step', () => {
    const opened: MessageLink[] = [];
    const { container } = render(<MessageText content={text} links={[safe, lookalike]} linkTerms={null} onOpenLink={(link) => opened.push(link)} />);
    expect(container.textContent).toBe(`claim at metamask-io.com/claim (blocked link) or read example.com/guide`);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.queryByRole('button', { name: /metamask-io/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open link to example.com' }));
    expect(opened).toEqual([safe]);
  });

  it('leaves a link whose offsets do not fit the text as plain text', () => {
    const { container } = render(<MessageText content="short" links={[{ ...safe, start: 2, end: 40 }]} linkTerms={null} onOpenLink={() => undefined} />);
    expect(container.textContent).toBe('short');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('LinkNotes', () => {
  it('names the real host of a look-alike and explains a held link, once each', () => {
    const held: MessageLink = { ...safe, verdict: 'held', reason: 'new-pair' };
    render(<LinkNotes links={[lookalike, lookalike, held, held]} isMine={false} />);
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toEqual([
      "This link looks like metamask.io but is metamask-io.com — a known phishing pattern. It can't be opened from Coinmates.",
      "Links unlock after you've chatted a bit — this keeps new matches safe.",
    ]);
  });

  it('says nothing under a message whose links all open', () => {
    const { container } = render(<LinkNotes links={[safe]} isMine />);
    expect(container.textContent).toBe('');
  });

  it('hands the partner message it shows to the term links, so a term added from it credits its teacher', () => {
    const origins: unknown[] = [];
    render(
      <MessageText
        content="staking explained"
        links={[]}
        linkTerms={(text, _shouldLink, origin) => (origins.push(origin), text)}
        termOrigin={{ matchId: 4, messageId: 9 }}
        onOpenLink={() => undefined}
      />,
    );
    expect(origins).toEqual([{ matchId: 4, messageId: 9 }]);
  });
});

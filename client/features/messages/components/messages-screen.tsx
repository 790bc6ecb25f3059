import { useQuery } from '@tanstack/react-query';
import { Search, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { EmptyState, ErrorState, PageContainer } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SocialAgeNotice } from '@/components/social-age-notice';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useI18n } from '@/i18n/provider';
import { useCurrentUser } from '@/lib/current-user';
import { getConversationsQueryOptions } from '../api/get-conversations';
import { ConversationRow } from './conversation-row';
import { MessagesMarketing } from './messages-marketing';

/**
 * `pinned`: what the app puts above a signed-in user's conversations (the system inbox's entry);
 * `headerAction`: next to the title (the search across all messages).
 */
export function MessagesScreen({ pinned, headerAction }: { pinned?: ReactNode; headerAction?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner className="min-h-[50dvh]" />;
  if (user && user.ageGroup !== 'adult') {
    // docs/decisions/045-age-gate.md: chat is closed; the reason instead of the list.
    return (
      <PageContainer className="mx-auto max-w-2xl">
        <SocialAgeNotice ageGroup={user.ageGroup} isPage />
      </PageContainer>
    );
  }
  return <PageContainer>{user ? <Conversations pinned={pinned} headerAction={headerAction} /> : <MessagesMarketing />}</PageContainer>;
}

function Conversations({ pinned, headerAction }: { pinned?: ReactNode; headerAction?: ReactNode }) {
  const { i18n } = useI18n();
  const conversations = useQuery(getConversationsQueryOptions());
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const visible = (conversations.data ?? []).filter((match) => !term || match.matchedUser.displayName.toLowerCase().includes(term) || match.matchedUser.username.toLowerCase().includes(term));

  return (
    <div className="mx-auto max-w-2xl">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-2xl font-extrabold">{i18n._({ id: 'messages.title', message: 'Messages' })}</h1>
        {headerAction}
      </div>
      {pinned ? <div className="mt-4">{pinned}</div> : null}
      {/* Nothing to search yet: the empty list shows no search box, only the way to a first match. */}
      {conversations.data && conversations.data.length > 0 ? (
        <div className="relative mt-4">
          <Search className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            aria-label={i18n._({ id: 'messages.search.label', message: 'Search conversations' })}
            placeholder={i18n._({ id: 'messages.search.placeholder', message: 'Search conversations...' })}
            className="ps-10"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      ) : null}
      <div className="mt-4">
        {conversations.isPending ? (
          <Spinner label={i18n._({ id: 'messages.loading', message: 'Loading conversations' })} />
        ) : conversations.isError ? (
          <ErrorState
            title={i18n._({ id: 'messages.error.title', message: 'Failed to fetch matches' })}
            description={i18n._({ id: 'messages.common.tryAgainLater', message: 'Please try again in a moment.' })}
          />
        ) : conversations.data.length === 0 ? (
          <EmptyState
            icon={<Users className="size-8 text-secondary" aria-hidden="true" />}
            title={i18n._({ id: 'messages.empty.title', message: 'No conversations yet' })}
            description={i18n._({ id: 'messages.empty.description', message: 'When you match with someone, your conversation appears here.' })}
          >
            <Button asChild className="mt-2">
              <Link href={paths.discover}>{i18n._({ id: 'messages.empty.findMatches', message: 'Find Matches' })}</Link>
            </Button>
          </EmptyState>
        ) : visible.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">{i18n._({ id: 'messages.search.none', message: 'No conversations match “{search}”.', values: { search } })}</p>
        ) : (
          <ul className="flex flex-col gap-1" aria-label={i18n._({ id: 'messages.list.label', message: 'Conversations' })}>
            {visible.map((match) => (
              <li key={match.id}>
                <ConversationRow match={match} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

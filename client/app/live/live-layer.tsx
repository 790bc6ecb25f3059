/**
 * The app's live layer: owns the WebSocket connection while signed in and turns server events into cache
 * updates, toasts and the match celebration (docs/product.md sections 4 and 8). Components read from the cache.
 */
import type { I18n } from '@lingui/core';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Match } from '@shared/contracts/matches';
import type { ServerEvent } from '@shared/live/events';
import { apiUrls } from '@/config/api-urls';
import { paths } from '@/config/paths';
import { getAccountSettingsQueryOptions } from '@/features/account/api/get-account-settings';
import { handleOfficeEvent } from '@/features/gamification/hooks/office-live-events';
import { MatchCelebrations } from '@/features/matches/components/match-celebrations';
import type { MatchCelebration } from '@/features/matches/components/match-popup';
import { useI18n } from '@/i18n/provider';
import { getAuthStatusQueryOptions, useCurrentUser } from '@/lib/current-user';
import { LiveConnection } from '@/lib/live-socket';
import { clearTyping, markTyping, registerLiveControls, setLiveStatus } from '@/lib/live-store';
import { setMutedToastCategories, toast, type ToastCategory, type ToastInput } from '@/lib/toast-store';

function openChatId(location: string): number | null {
  const match = /^\/chat\/(\d+)$/.exec(location);
  return match ? Number(match[1]) : null;
}

function isSingleMatchKey(key: unknown): boolean {
  return typeof key === 'string' && /^\/api\/matches\/\d+$/.test(key);
}

/**
 * Once a socket is subscribed, the data live events keep current is refetched: it was fetched (or rendered by
 * the server) while the page could not hear them, and the catch-up resends only matches (decision 038).
 */
function refetchLiveData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && (key === apiUrls.unreadCount || key.startsWith(apiUrls.matches) || key.startsWith('/api/gamification'));
    },
  });
}

/** What a partner did in a shared journey, as a toast (docs/decisions/034-shared-journeys.md). */
function sharedJourneyToast(event: Extract<ServerEvent, { type: 'shared_journey' }>, i18n: I18n): Pick<ToastInput, 'title' | 'description' | 'action'> {
  const values = { partner: event.partnerName, journey: event.journeyName };
  const view = { label: i18n._({ id: 'app.live.view', message: 'View' }), href: paths.chat(event.matchId) };
  switch (event.change) {
    case 'invited':
      return {
        title: i18n._({ id: 'app.live.journeyInvited', message: 'Learn together?' }),
        description: i18n._({ id: 'app.live.journeyInvitedText', message: '{partner} invited you to the journey \u201c{journey}\u201d.', values }),
        action: view,
      };
    case 'joined':
      return {
        title: i18n._({ id: 'app.live.journeyJoined', message: 'Journey shared' }),
        description: i18n._({ id: 'app.live.journeyJoinedText', message: "{partner} joined \u201c{journey}\u201d. You can now see each other's steps.", values }),
        action: view,
      };
    case 'left':
      return {
        title: i18n._({ id: 'app.live.journeyLeft', message: 'Journey ended' }),
        description: i18n._({ id: 'app.live.journeyLeftText', message: '{partner} left \u201c{journey}\u201d.', values }),
      };
    case 'step_completed':
      return {
        title: i18n._({ id: 'app.live.stepDone', message: '{partner} finished a step', values }),
        description: i18n._({
          id: 'app.live.stepDoneText',
          message: '\u201c{module}\u201d in \u201c{journey}\u201d. Your turn?',
          values: { ...values, module: event.moduleTitle ?? i18n._({ id: 'app.live.aModule', message: 'A module' }) },
        }),
        action: event.moduleId ? { label: i18n._({ id: 'app.live.open', message: 'Open' }), href: paths.learningModule(event.moduleId) } : undefined,
      };
  }
}

export function LiveLayer() {
  const { user } = useCurrentUser();
  const { i18n } = useI18n();
  const queryClient = useQueryClient();
  const [location] = useLocation();
  // One swipe can create several matches: each is celebrated in turn.
  const [celebrations, setCelebrations] = useState<MatchCelebration[]>([]);
  // A match may be announced twice (live, and again by a socket's catch-up): it is celebrated once.
  const announcedMatchIds = useRef(new Set<number>());
  const locationRef = useRef(location);
  locationRef.current = location;

  // Notification Settings: the kinds of live toast the user turned off stay silent (events still update the app).
  const settings = useQuery({ ...getAccountSettingsQueryOptions(), enabled: Boolean(user) });
  const notifications = settings.data?.notifications;
  useEffect(() => {
    const muted: ToastCategory[] = [];
    if (notifications && !notifications.matches) muted.push('matches');
    if (notifications && !notifications.messages) muted.push('messages');
    if (notifications && !notifications.achievements) muted.push('achievements');
    setMutedToastCategories(muted);
  }, [notifications]);

  const handleEvent = (event: ServerEvent) => {
    switch (event.type) {
      case 'new_match':
        if (announcedMatchIds.current.has(event.matchId)) break;
        announcedMatchIds.current.add(event.matchId);
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
        setCelebrations((waiting) => [...waiting, { matchId: event.matchId, matchedUser: event.matchedUser }]);
        toast({
          title: i18n._({ id: 'app.live.newMatch', message: 'New Match!' }),
          description: i18n._({ id: 'app.live.newMatchText', message: 'You have a new match waiting for you.' }),
          action: { label: i18n._({ id: 'app.live.view', message: 'View' }), href: paths.matches },
          duration: 5_000,
          priority: 'notification',
          category: 'matches',
        });
        break;
      case 'new_message': {
        clearTyping(event.matchId);
        void queryClient.invalidateQueries({ queryKey: [apiUrls.unreadCount] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(event.matchId)] });
        if (openChatId(locationRef.current) !== event.matchId) {
          toast({
            title: i18n._({ id: 'app.live.newMessage', message: 'New Message' }),
            description: event.senderName
              ? i18n._({ id: 'app.live.messageFrom', message: 'Message from {name}', values: { name: event.senderName } })
              : i18n._({ id: 'app.live.newMessageText', message: 'You received a new message.' }),
            action: { label: i18n._({ id: 'app.live.read', message: 'Read' }), href: paths.chat(event.matchId) },
            duration: 3_000,
            category: 'messages',
            priority: 'notification',
          });
        }
        break;
      }
      case 'messages_read':
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(event.matchId)] });
        break;
      case 'conversation_read':
        // Read on this or another device: the badge and the conversation's unread count clear everywhere.
        void queryClient.invalidateQueries({ queryKey: [apiUrls.unreadCount] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
        break;
      case 'typing':
        markTyping(event.matchId);
        break;
      case 'presence': {
        const withPresence = (match: Match): Match => (match.matchedUser.id === event.userId ? { ...match, matchedUser: { ...match.matchedUser, isOnline: event.isOnline } } : match);
        queryClient.setQueryData<Match[]>([apiUrls.matches], (matches) => matches?.map(withPresence));
        // The open chat's header reads its own match query.
        queryClient.setQueriesData<Match>({ predicate: (query) => isSingleMatchKey(query.queryKey[0]) }, (match) => match && withPresence(match));
        break;
      }
      case 'match_removed':
        // Unmatched or blocked, by either side: it vanishes, an open chat shows it is no longer available.
        clearTyping(event.matchId);
        queryClient.removeQueries({ queryKey: [apiUrls.matchMessages(event.matchId)] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.match(event.matchId)] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.unreadCount] });
        break;
      case 'teach_back_answered':
      case 'drill_challenge_done':
        // A card of this conversation was answered (or answered again a week later), or a drill challenge
        // done, here or on another device: both sides show the result, and the pair's "things that stuck"
        // line may have moved.
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(event.matchId)] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.match(event.matchId)] });
        break;
      case 'message_changed':
        // Edited, deleted by its sender or reacted to (here, on another device, or by the partner).
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(event.matchId)] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
        break;
      case 'message_removed':
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matchMessages(event.matchId)] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
        break;
      case 'pair_streak_changed':
        // The partner learned: the flame on the match card and in the chat header may change.
        void queryClient.invalidateQueries({ queryKey: [apiUrls.matches] });
        void queryClient.invalidateQueries({ queryKey: [apiUrls.match(event.matchId)] });
        break;
      case 'notice_received':
        void queryClient.invalidateQueries({ queryKey: [apiUrls.notices] });
        break;
      case 'shared_journey':
        void queryClient.invalidateQueries({ queryKey: [apiUrls.sharedJourneys] });
        toast({ ...sharedJourneyToast(event, i18n), duration: 5_000, priority: 'notification', category: 'matches' });
        break;
      case 'achievement_earned':
      case 'level_up':
        handleOfficeEvent(queryClient, event, i18n);
        break;
      default:
        break;
    }
  };
  const handleEventRef = useRef(handleEvent);
  handleEventRef.current = handleEvent;

  const connectionRef = useRef<LiveConnection | null>(null);
  const userIdRef = useRef<number | null>(null);
  userIdRef.current = user?.id ?? null;
  useEffect(() => {
    let lostToast: { dismiss: () => void } | null = null;
    const connection = new LiveConnection({
      onEvent: (event) => handleEventRef.current(event),
      onStatus: (status) => {
        setLiveStatus(status);
        if (status === 'lost' && !lostToast) {
          lostToast = toast({
            variant: 'destructive',
            title: i18n._({ id: 'app.live.connectionLost', message: 'Connection Lost' }),
            description: i18n._({ id: 'app.live.connectionLostText', message: 'Unable to maintain connection to the server. Please refresh the page.' }),
            duration: Number.POSITIVE_INFINITY,
            priority: 'notification',
          });
        } else if (status === 'open' && lostToast) {
          // Back (a manual retry or the browser coming online): the warning no longer holds.
          lostToast.dismiss();
          lostToast = null;
        }
      },
      onSubscribed: () => refetchLiveData(queryClient),
      // Logged out elsewhere or expired: the auth status decides what this tab shows now.
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: getAuthStatusQueryOptions().queryKey }),
    });
    connectionRef.current = connection;
    registerLiveControls({
      send: (event) => connection.send(event),
      reconnect: () => connection.reconnectNow(),
      close: () => connection.disconnect(),
      reopen: () => {
        if (userIdRef.current !== null) connection.connect(userIdRef.current);
      },
    });
    return () => {
      registerLiveControls(null);
      void connection.disconnect();
      lostToast?.dismiss();
    };
  }, [queryClient, i18n]);

  useEffect(() => {
    if (user) connectionRef.current?.connect(user.id);
    else void connectionRef.current?.disconnect();
  }, [user]);

  // docs/product.md section 7: the unread count is refetched 500 ms after entering /messages or /chat routes.
  useEffect(() => {
    if (!user || !(location.startsWith('/messages') || location.startsWith('/chat/'))) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: [apiUrls.unreadCount] }), 500);
    return () => clearTimeout(timer);
  }, [location, user, queryClient]);

  return <MatchCelebrations waiting={celebrations} onClose={() => setCelebrations((waiting) => waiting.slice(1))} />;
}

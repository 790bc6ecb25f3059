/**
 * Server-rendered first paint (docs/decisions/036-server-rendered-first-paint.md). The build bundles this
 * file for Node (scripts/prerender-plugin.ts); the server renders a route's screen with the data it would
 * answer the screen's first requests with, and puts the markup into the prerendered page's <main>. The
 * screens render exactly as in the browser: the same components over a query cache filled with the same
 * answers, so the browser's first render (client/lib/server-markup.tsx) shows the same pixels.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Router } from 'wouter';
import type { User } from '@shared/contracts/auth';
import type { Coin } from '@shared/contracts/coins';
import type { DeckPage } from '@shared/contracts/deck';
import type { LearningModule, LearningProgress } from '@shared/contracts/learning';
import type { TermIndex } from '@shared/contracts/vocabulary';
import { getModuleQueryOptions } from '@/features/learning/api/get-module';
import { getProgressQueryOptions } from '@/features/learning/api/get-progress';
import { getTermIndexQueryOptions } from '@/features/vocabulary/api/get-term-index';
import { getCryptoQueryOptions } from '@/features/coins/api/get-crypto';
import { CryptoDetailScreen } from '@/features/coins/components/crypto-detail-screen';
import { DiscoverScreen } from '@/features/discover/components/discover-screen';
import { getUnswipedCryptosQueryOptions } from '@/features/discover/api/get-unswiped-cryptos';
import { getAuthStatusQueryOptions } from '@/lib/current-user';
import { createQueryClient } from '@/lib/query-client';
import { SERVER_MARKUP_ATTRIBUTE } from '@/lib/server-markup';
import { LearnRoute } from './routes/learn-route';
import { ModuleRoute } from './routes/module-route';

export interface DiscoverFirstPaint {
  /** Who asks (the answer of GET /api/auth/status), null for a guest. */
  user: User | null;
  /** The deck's first page, as GET /api/cryptos/unswipped?limit=20 answers it for this viewer. */
  page: DeckPage;
}

function render(path: string, fill: (client: ReturnType<typeof createQueryClient>) => void, screen: ReactNode): string {
  const client = createQueryClient();
  fill(client);
  // The lazy parts (the draggable stack) suspend on the server: their Suspense fallback, the static
  // stack, is what gets rendered, as in the browser before their code has loaded.
  const markup = renderToString(
    <QueryClientProvider client={client}>
      <Router ssrPath={path}>{screen}</Router>
    </QueryClientProvider>,
  );
  client.clear();
  return `<div ${SERVER_MARKUP_ATTRIBUTE}="${path}" class="contents">${markup}</div>`;
}

/** A coin's page (/crypto/:id) with the coin as GET /api/cryptos/:id answers it. */
export function renderCoin(path: string, { user, coin }: { user: User | null; coin: Coin }): string {
  return render(
    path,
    (client) => {
      client.setQueryData(getAuthStatusQueryOptions().queryKey, user);
      client.setQueryData(getCryptoQueryOptions(String(coin.id)).queryKey, coin);
    },
    <Route path="/crypto/:id" component={CryptoDetailScreen} />,
  );
}

export interface ModuleFirstPaint {
  user: User | null;
  module: LearningModule;
  /** The signed-in user's progress records (GET /api/learning/progress); none for a guest. */
  progress: LearningProgress[];
  /** The vocabulary terms linked in the lesson (GET /api/vocabulary/terms). */
  terms: TermIndex;
}

/** A module's page (/learn/:id, /learning/module/:id) with the module, the viewer's progress and the terms. */
export function renderModule(path: string, { user, module, progress, terms }: ModuleFirstPaint): string {
  return render(
    path,
    (client) => {
      client.setQueryData(getAuthStatusQueryOptions().queryKey, user);
      client.setQueryData(getModuleQueryOptions(module.id).queryKey, module);
      if (user) client.setQueryData(getProgressQueryOptions(true).queryKey, progress);
      client.setQueryData(getTermIndexQueryOptions().queryKey, terms);
    },
    <>
      <Route path="/learn/:id" component={ModuleRoute} />
      <Route path="/learning/module/:id" component={ModuleRoute} />
    </>,
  );
}

/** The learning home (/learn) as a guest sees it: it needs no data but who is asking. */
export function renderGuestLearn(): string {
  return render('/learn', (client) => client.setQueryData(getAuthStatusQueryOptions().queryKey, null), <Route path="/learn" component={LearnRoute} />);
}

/** The Discover screen (/ and /discover) with the viewer's first deck page. */
export function renderDiscover(path: '/' | '/discover', { user, page }: DiscoverFirstPaint): string {
  return render(
    path,
    (client) => {
      client.setQueryData(getAuthStatusQueryOptions().queryKey, user);
      client.setQueryData(getUnswipedCryptosQueryOptions().queryKey, { pages: [page], pageParams: [undefined] });
    },
    <DiscoverScreen />,
  );
}

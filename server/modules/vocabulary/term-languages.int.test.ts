/**
 * Terms across languages (docs/decisions/056-translations.md): a term in a chat message is recognised in the
 * language it was written in, and its card opens in the reader's language.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termIndexSchema } from '../../../shared/contracts/vocabulary';
import { createTermMatcher } from '../../../shared/terms/term-matcher';
import { and, eq } from 'drizzle-orm';
import { CONTENT_DIR } from '../../content/load-content';
import { teachingCredits } from '../../db/schema';
import { as, createTestContext, type TestContext } from '../../test/test-app';
import { createMatchedPair } from '../../test/test-matches';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const vocabulary = (locale: string) => JSON.parse(readFileSync(path.join(CONTENT_DIR, 'i18n', locale, 'vocabulary.json'), 'utf8')) as Record<string, { term: string; definition: string }>;

describe('a term in a chat message, across languages', () => {
  it('a Spanish sender\'s "staking" and "billetera" open their cards in Portuguese for a Portuguese reader', async () => {
    const { a: spanish, b: portuguese, matchId } = await createMatchedPair(context.app, ['Lucía', 'João']);
    expect((await as(context.app, spanish).put('/api/language', { language: 'es' })).statusCode).toBeLessThan(300);
    expect((await as(context.app, portuguese).put('/api/language', { language: 'pt-BR' })).statusCode).toBeLessThan(300);
    const sent = await as(context.app, spanish).post(`/api/matches/${matchId}/messages`, { content: 'Hoy probé el staking desde mi billetera, ¡y mis billeteras frías también!' });
    expect(sent.statusCode, sent.body).toBeLessThan(300);

    const [message] = ((await as(context.app, portuguese).get(`/api/matches/${matchId}/messages`)).json() as Array<{ content: string }>).slice(-1);
    const index = termIndexSchema.parse((await as(context.app, portuguese).get('/api/vocabulary/terms')).json());
    const found = createTermMatcher(index.terms)
      .find(message!.content)
      .map((match) => ({ id: match.termId, text: message!.content.slice(match.start, match.end) }));
    expect(found.map((match) => match.text)).toEqual(['staking', 'billetera', 'billeteras']);

    const portugueseTerms = vocabulary('pt-BR');
    for (const { id } of found) {
      const card = (await as(context.app, portuguese).get(`/api/vocabulary/terms/${id}`)).json() as { term: string; definition: string };
      expect(card.term).toBe(portugueseTerms[String(id)]!.term);
      expect(card.definition).toBe(portugueseTerms[String(id)]!.definition);
    }
    // The sender opens the same word in Spanish.
    const own = (await as(context.app, spanish).get(`/api/vocabulary/terms/${found[1]!.id}`)).json() as { term: string };
    expect(own.term).toBe('Billetera');

    // Adding it from the message credits the Spanish sender with teaching it: the message names it in Spanish.
    const messageId = ((await as(context.app, portuguese).get(`/api/matches/${matchId}/messages`)).json() as Array<{ id: number }>).at(-1)!.id;
    const added = await as(context.app, portuguese).post('/api/vocabulary/user/deck', { termId: found[1]!.id, fromMessage: { matchId, messageId } });
    expect(added.statusCode, added.body).toBe(200);
    const credits = await context.database.db
      .select()
      .from(teachingCredits)
      .where(and(eq(teachingCredits.itemKind, 'term'), eq(teachingCredits.itemId, found[1]!.id), eq(teachingCredits.teacherId, spanish.id)));
    expect(credits).toHaveLength(1);
  });

  it('a Turkish "cüzdanında" and an Arabic "بالمحفظة" are the wallet term', async () => {
    const { a } = await createMatchedPair(context.app, ['Deniz', 'Layla']);
    const index = termIndexSchema.parse((await as(context.app, a).get('/api/vocabulary/terms')).json());
    const matcher = createTermMatcher(index.terms);
    const wallet = index.terms.find((term) => term.term === 'Wallet')!.id;
    expect(matcher.find('Bitcoin cüzdanında duruyor').map((match) => match.termId)).toEqual([wallet]);
    expect(matcher.find('احتفظ بها بالمحفظة').map((match) => match.termId)).toEqual([wallet]);
  });
});

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/contracts/ids';
import {
  editMessageInputSchema,
  markReadResponseSchema,
  messageParamsSchema,
  messageSearchQuerySchema,
  messageSearchResponseSchema,
  messageReactionParamsSchema,
  messageHistoryQuerySchema,
  messageListSchema,
  messageSchema,
  sendMessageInputSchema,
  unreadCountSchema,
} from '../../../shared/contracts/messages';
import { requireUser } from '../auth/request-user';
import { drillChallengeRoutes } from './drill-challenge/drill-challenge.routes';
import * as service from './messages.service';
import { search } from './search/message-search.service';

export function messagesRoutes(app: FastifyInstance, deps: service.MessagesDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/matches/:id/messages', { schema: { params: idParamSchema, querystring: messageHistoryQuerySchema, response: { 200: messageListSchema } } }, async (request) =>
    service.listMessages(deps, requireUser(request), request.params.id, request.query),
  );

  routes.post('/api/matches/:id/messages', { schema: { params: idParamSchema, body: sendMessageInputSchema, response: { 200: messageSchema, 201: messageSchema } } }, async (request, reply) => {
    const { message, isNew } = await service.sendMessage(deps, requireUser(request), request.params.id, request.body);
    return reply.status(isNew ? 201 : 200).send(message);
  });

  routes.put('/api/matches/:id/messages/read', { schema: { params: idParamSchema, response: { 200: markReadResponseSchema } } }, async (request) =>
    service.markRead(deps, requireUser(request), request.params.id),
  );

  routes.patch('/api/matches/:id/messages/:messageId', { schema: { params: messageParamsSchema, body: editMessageInputSchema, response: { 200: messageSchema } } }, async (request) =>
    service.editMessage(deps, requireUser(request), request.params.id, request.params.messageId, request.body),
  );

  routes.delete('/api/matches/:id/messages/:messageId', { schema: { params: messageParamsSchema, response: { 200: messageSchema } } }, async (request) =>
    service.deleteMessage(deps, requireUser(request), request.params.id, request.params.messageId),
  );

  routes.put('/api/matches/:id/messages/:messageId/reactions/:reaction', { schema: { params: messageReactionParamsSchema, response: { 200: messageSchema } } }, async (request) =>
    service.setReaction(deps, requireUser(request), request.params.id, request.params.messageId, request.params.reaction, true),
  );

  routes.delete('/api/matches/:id/messages/:messageId/reactions/:reaction', { schema: { params: messageReactionParamsSchema, response: { 200: messageSchema } } }, async (request) =>
    service.setReaction(deps, requireUser(request), request.params.id, request.params.messageId, request.params.reaction, false),
  );

  routes.get('/api/messages/search', { schema: { querystring: messageSearchQuerySchema, response: { 200: messageSearchResponseSchema } } }, async (request) =>
    search(deps, requireUser(request), request.query),
  );

  routes.get('/api/messages/unread', { schema: { response: { 200: unreadCountSchema } } }, async (request) => service.unreadCount(deps, requireUser(request)));

  // The drill-challenge kind's own endpoints (send, result), wired with the rest of the chat.
  drillChallengeRoutes(app, deps);
}

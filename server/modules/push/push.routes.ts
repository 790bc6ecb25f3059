/** Web push routes (docs/decisions/052-push-and-reminders.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../shared/contracts/common';
import { idParamSchema } from '../../../shared/contracts/ids';
import {
  pushConfigSchema,
  pushSettingsSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
  resumePushKindInputSchema,
  updatePushSettingsInputSchema,
} from '../../../shared/contracts/push';
import { requireUser } from '../auth/request-user';
import * as service from './push.service';

export function pushRoutes(app: FastifyInstance, deps: service.PushDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/push/config', { schema: { response: { 200: pushConfigSchema } } }, async () => ({ publicKey: deps.vapid?.publicKey ?? null }));

  routes.post('/api/push/subscriptions', { schema: { body: pushSubscriptionInputSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await service.subscribe(deps, requireUser(request).id, request.body);
    return reply.status(204).send(null);
  });

  routes.post('/api/push/subscriptions/remove', { schema: { body: pushUnsubscribeInputSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await service.unsubscribe(deps, requireUser(request).id, request.body.endpoint);
    return reply.status(204).send(null);
  });

  // The service worker reports a tap, so a kind nobody taps pauses itself.
  routes.post('/api/push/deliveries/:id/click', { schema: { params: idParamSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await service.recordClick(deps, requireUser(request).id, request.params.id);
    return reply.status(204).send(null);
  });

  routes.get('/api/users/me/push-settings', { schema: { response: { 200: pushSettingsSchema } } }, async (request) => service.getPushSettings(deps, requireUser(request).id));

  routes.patch('/api/users/me/push-settings', { schema: { body: updatePushSettingsInputSchema, response: { 200: pushSettingsSchema } } }, async (request) =>
    service.updatePushSettings(deps, requireUser(request).id, request.body),
  );

  routes.post('/api/users/me/push-settings/resume', { schema: { body: resumePushKindInputSchema, response: { 200: pushSettingsSchema } } }, async (request) =>
    service.resumePushKind(deps, requireUser(request).id, request.body.kind),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  mergePreferencesInputSchema,
  mergePreferencesResponseSchema,
  preferenceListSchema,
  preferenceSchema,
  resetPreferencesResponseSchema,
  savePreferenceInputSchema,
} from '../../../shared/contracts/coins';
import { requireUser } from '../auth/request-user';
import * as service from './preferences.service';

export function preferencesRoutes(app: FastifyInstance, deps: service.PreferencesDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/preferences', { schema: { response: { 200: preferenceListSchema } } }, async (request) => service.listPreferences(deps, requireUser(request).id));

  routes.post('/api/preferences', { schema: { body: savePreferenceInputSchema, response: { 200: preferenceSchema } } }, async (request) =>
    service.savePreference(deps, requireUser(request).id, request.body),
  );

  routes.post('/api/preferences/reset', { schema: { response: { 200: resetPreferencesResponseSchema } } }, async (request) => service.resetPreferences(deps, requireUser(request).id));

  routes.post('/api/preferences/merge', { schema: { body: mergePreferencesInputSchema, response: { 200: mergePreferencesResponseSchema } } }, async (request) =>
    service.mergeGuestSwipes(deps, requireUser(request).id, request.body),
  );
}

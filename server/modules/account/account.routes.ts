import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountExportSchema,
  accountSettingsSchema,
  changePasswordInputSchema,
  changePasswordResultSchema,
  deleteAccountInputSchema,
  updateAccountSettingsInputSchema,
} from '../../../shared/contracts/account';
import { birthMonthAnswerSchema, birthMonthInputSchema } from '../../../shared/contracts/auth';
import { noContentSchema } from '../../../shared/contracts/common';
import type { AppConfig } from '../../config/env';
import { unauthenticated } from '../../lib/app-error';
import { requireUser } from '../auth/request-user';
import { hashSessionToken, SESSION_COOKIE } from '../auth/auth.service';
import * as accountService from './account.service';
import { answerBirthMonth } from './birth-month.service';
import * as settingsService from './settings.service';

export interface AccountRouteDeps {
  account: accountService.AccountDeps;
  settings: settingsService.SettingsDeps;
  config: Pick<AppConfig, 'cookieSecure'>;
}

export function accountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const isSecure = (request: FastifyRequest) => (deps.config.cookieSecure === 'auto' ? request.protocol === 'https' : deps.config.cookieSecure === 'true');

  routes.post('/api/users/password', { schema: { body: changePasswordInputSchema, response: { 200: changePasswordResultSchema } } }, async (request) => {
    const user = requireUser(request);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw unauthenticated();
    return accountService.changePassword(deps.account, user.id, hashSessionToken(token), request.body);
  });

  routes.get('/api/users/me/settings', { schema: { response: { 200: accountSettingsSchema } } }, async (request) => settingsService.getSettings(deps.settings.db, requireUser(request).id));

  routes.patch('/api/users/me/settings', { schema: { body: updateAccountSettingsInputSchema, response: { 200: accountSettingsSchema } } }, async (request) =>
    settingsService.updateSettings(deps.settings, requireUser(request).id, request.body),
  );

  routes.get('/api/users/me/export', { schema: { response: { 200: accountExportSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const data = await accountService.exportAccount(deps.account, user.id);
    const day = data.exportedAt.slice(0, 10);
    return reply.header('Content-Disposition', `attachment; filename="coinmates-export-${day}.json"`).send(data);
  });

  routes.post('/api/users/me/birth-month', { schema: { body: birthMonthInputSchema, response: { 200: birthMonthAnswerSchema } } }, async (request, reply) => {
    const answer = await answerBirthMonth(deps.account, requireUser(request), request.body);
    if (answer.status === 'accountDeleted') reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) });
    return answer;
  });

  routes.delete('/api/users/me', { schema: { body: deleteAccountInputSchema, response: { 204: noContentSchema } } }, async (request, reply) => {
    await accountService.deleteAccount(deps.account, requireUser(request).id, request.body);
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isSecure(request) });
    return reply.status(204).send(null);
  });
}

import {
  accountDeletionRequestSchema,
  accountExportFileName,
} from '@shop-scanner/shared/account-data';
import { loginSchema, registerSchema, updateProfileSchema } from '@shop-scanner/shared/user';
import { deleteAccount } from '../../domain/account-data/delete-account';
import { exportAccount } from '../../domain/account-data/export-account';
import { login, register } from '../../domain/accounts/credentials-service';
import { getOrCreateProfile, updateProfile } from '../../domain/accounts/profile-service';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { created, json, ok } from '../../lib/http/responses';

export const authRoutes = {
  'POST /auth/register': defineRoute({
    body: registerSchema,
    handle: async ({ body }) => created(await register(body)),
  }),
  'POST /auth/login': defineRoute({
    body: loginSchema,
    handle: async ({ body }) => ok(await login(body)),
  }),
  'GET /auth/me': defineRoute({
    handle: async ({ caller }) => {
      const me = requireCaller(caller);
      // Staff membership is the token's (its Cognito groups), never stored on the profile.
      return ok({
        ...(await getOrCreateProfile(me)),
        ...(me.isSupportStaff ? { isSupportStaff: true } : {}),
      });
    },
  }),
  'PUT /auth/me': defineRoute({
    body: updateProfileSchema,
    handle: async ({ caller, body }) => ok(await updateProfile(requireCaller(caller), body)),
  }),
  'GET /api/account/export': defineRoute({
    handle: async ({ caller }) => {
      const document = await exportAccount(requireCaller(caller).userId);
      // A download, not a page: the browser saves it under a name that says what it is.
      return json(200, document, {
        'content-disposition': `attachment; filename="${accountExportFileName(document.exportedAt)}"`,
      });
    },
  }),
  'DELETE /api/account': defineRoute({
    body: accountDeletionRequestSchema,
    // Called again after a deletion cut short, it finishes it: the one route a deleted account's
    // token still reaches.
    servesDeletedAccount: true,
    handle: async ({ caller }) => {
      const answer = await deleteAccount(requireCaller(caller));
      // Pending: accepted, and the deletion job finishes it.
      return json(answer.status === 'deleted' ? 200 : 202, answer);
    },
  }),
};

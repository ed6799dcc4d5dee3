import { loginSchema, registerSchema, updateProfileSchema } from '@shop-scanner/shared/user';
import { login, register } from '../../domain/accounts/credentials-service';
import { getOrCreateProfile, updateProfile } from '../../domain/accounts/profile-service';
import { defineRoute, requireCaller } from '../../lib/http/define-route';
import { created, ok } from '../../lib/http/responses';

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
};

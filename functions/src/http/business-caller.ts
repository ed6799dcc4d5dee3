/**
 * The business behind a business-only route. The adapter checked the token's account type; the
 * profile, fixed at sign-up, has the last word. Its business name is the name its store goes by.
 */
import { apiMessages } from '@shop-scanner/shared/messages';
import { getUser } from '../data/users';
import { Forbidden } from '../lib/errors';
import type { Caller } from '../lib/http/caller';
import { requireCaller } from '../lib/http/define-route';

export interface BusinessCaller {
  readonly userId: string;
  readonly businessName: string;
}

export const requireBusiness = async (caller: Caller | undefined): Promise<BusinessCaller> => {
  const who = requireCaller(caller);
  const profile = await getUser(who.userId);
  if ((profile?.type ?? who.accountType) !== 'business') {
    throw new Forbidden(apiMessages.forbiddenAccountType);
  }
  return {
    userId: who.userId,
    businessName: profile?.businessName ?? who.businessName ?? profile?.name ?? who.email,
  };
};

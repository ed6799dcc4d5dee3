/**
 * The profile form's check: the server's rule for a profile change (shared/src/user.ts:
 * `updateProfileSchema`) without zod, from the fields' rules of lib/account-field-checks.ts.
 * profile-check.test.ts holds the two equal.
 */
import type { UpdateProfileInput } from '@shop-scanner/shared/user';
import { businessNameVerdict, formCheck, personNameVerdict } from '../../lib/account-field-checks';
import type { FormCheck } from '../../lib/use-checked-form';

/** The profile form's fields as typed. */
export interface ProfileFormValues {
  name: string;
  businessName: string;
}

/**
 * The name, and for a business account its business name (only a business has one to change;
 * sent, an empty one is refused). Answers the change to send, trimmed.
 */
export const profileCheck = (
  business: boolean,
): FormCheck<ProfileFormValues, UpdateProfileInput> =>
  business
    ? formCheck<ProfileFormValues, UpdateProfileInput>(({ name, businessName }) => ({
        name: personNameVerdict(name),
        businessName: businessNameVerdict(businessName),
      }))
    : formCheck<ProfileFormValues, UpdateProfileInput>(({ name }) => ({
        name: personNameVerdict(name),
      }));

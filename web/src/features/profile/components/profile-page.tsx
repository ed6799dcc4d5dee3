import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { plans } from '@shop-scanner/shared/plans';
import { updateProfileSchema, type User } from '@shop-scanner/shared/user';
import { ApiError } from '../../../lib/api-client';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { useCurrentUser, useSession } from '../../../lib/auth/session-context';
import { toast } from '../../../lib/toast-store';
import { useZodForm } from '../../../lib/use-zod-form';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useUpdateProfile } from '../api/update-profile';
import { AccountDataCard } from './account-data-card';

const ProfileForm = ({ user }: { user: User }) => {
  const update = useUpdateProfile();
  const business = user.type === 'business';
  const { field, reset, showErrors, submitParsed } = useZodForm(updateProfileSchema, {
    defaultValues: { name: user.name, businessName: user.businessName ?? '' },
    // Only a business has a business name to change; sent, an empty one is refused.
    input: ({ name, businessName }) => (business ? { name, businessName } : { name }),
  });

  const submit = submitParsed((changes) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        reset({ name: saved.name, businessName: saved.businessName ?? '' });
        toast.success('Profile updated');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          showErrors(error.fieldErrors);
        }
        toast.error(error.message || 'Could not update your profile');
      },
    }),
  );

  return (
    <form className="form card" onSubmit={submit} noValidate aria-label="Edit profile">
      <h2 className="card__title">Edit profile</h2>
      <TextField label="Full name" autoComplete="name" {...field('name')} />
      {business && (
        <TextField label="Business name" autoComplete="organization" {...field('businessName')} />
      )}
      <Button type="submit" loading={update.isPending}>
        Save changes
      </Button>
    </form>
  );
};

/**
 * Profile Settings: the signed-in user, as the session holds it (loaded by GET
 * /auth/me at sign-in or restore, and kept in step by each update), an edit form, the
 * settings other features give (the route passes the push card), and the shopper's own data:
 * its download and the account's deletion.
 */
export const ProfilePage = ({ settings }: { settings?: ReactNode }) => {
  // The route is behind RequireAuth: there is always a user here.
  const user = useCurrentUser();
  const { leave } = useSession();
  // The plan as every page shows it: the subscription query, refreshed after a checkout, not the
  // copy the session took at sign-in.
  const subscription = useQuery(subscriptionQueryOptions(user !== undefined));
  if (!user) return null;
  const planId = subscription.data?.planId ?? user.plan;
  return (
    <section className="page page--narrow">
      <h1 className="page__title">Profile Settings</h1>
      <dl className="card details">
        <div>
          <dt>Name</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Account type</dt>
          <dd>{user.type === 'business' ? 'Business' : 'Consumer'}</dd>
        </div>
        {user.businessName && (
          <div>
            <dt>Business name</dt>
            <dd>{user.businessName}</dd>
          </div>
        )}
        <div>
          <dt>Plan</dt>
          <dd>
            <span data-testid="profile-plan">{plans[planId].name}</span>{' '}
            <ButtonLink to="/subscription" variant="ghost">
              Manage
            </ButtonLink>
          </dd>
        </div>
      </dl>
      <ProfileForm user={user} />
      {settings}
      <AccountDataCard
        paidPlan={planId === 'free' ? undefined : plans[planId]}
        onDeleted={(answer) =>
          void leave(
            answer.status === 'deleted' ? '/account-deleted' : '/account-deleted?finishing=1',
          )
        }
      />
    </section>
  );
};

import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { plans } from '@shop-scanner/shared/plans';
import { subscriptionQueryOptions } from '../../../lib/api/subscription';
import { useCurrentUser, useSession } from '../../../lib/auth/session-context';
import { ButtonLink } from '../../../components/ui/button';
import type { User } from '@shop-scanner/shared/user';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { AccountDataCard } from './account-data-card';
import { ProfileFormShell } from './profile-form-shell';

/**
 * The edit form's code (react-hook-form and the validation) loads once the page has been drawn:
 * the page's title and the account's details are what the shopper opened it for.
 */
const ProfileForm = lazy(() => import('./profile-form').then((m) => ({ default: m.ProfileForm })));

/** The form as it will look, inert until its code is in: nothing moves when it takes over. */
const ProfileFormPlaceholder = ({ user }: { user: User }) => (
  <ProfileFormShell
    business={user.type === 'business'}
    field={(name) => ({ readOnly: true, value: user[name] ?? '' })}
    inert
  />
);

const EditProfile = ({ user }: { user: User }) =>
  useAfterPaint() ? (
    <Suspense fallback={<ProfileFormPlaceholder user={user} />}>
      <ProfileForm user={user} />
    </Suspense>
  ) : (
    <ProfileFormPlaceholder user={user} />
  );

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
      <EditProfile user={user} />
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

import { useState, type FormEvent } from 'react';
import { firstFieldErrors } from '@shop-scanner/shared/api-errors';
import { plans } from '@shop-scanner/shared/plans';
import { updateProfileSchema, type User } from '@shop-scanner/shared/user';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/auth/get-me';
import { toast } from '../../../lib/toast-store';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUpdateProfile } from '../api/update-profile';

type Field = 'name' | 'businessName';

const ProfileForm = ({ user }: { user: User }) => {
  const update = useUpdateProfile();
  const business = user.type === 'business';
  const [name, setName] = useState(user.name);
  const [businessName, setBusinessName] = useState(user.businessName ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateProfileSchema.safeParse({
      name,
      ...(business ? { businessName } : {}),
    });
    if (!parsed.success) return setErrors(firstFieldErrors(parsed.error));
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setName(saved.name);
        setBusinessName(saved.businessName ?? '');
        toast.success('Profile updated');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors) {
          setErrors(
            Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
          );
        }
        toast.error(error.message || 'Could not update your profile');
      },
    });
  };

  return (
    <form className="form card" onSubmit={submit} noValidate aria-label="Edit profile">
      <h2 className="card__title">Edit profile</h2>
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        value={name}
        error={errors.name}
        onChange={(e) => {
          setName(e.target.value);
          setErrors(({ name: _drop, ...rest }) => rest);
        }}
      />
      {business && (
        <TextField
          label="Business name"
          name="businessName"
          autoComplete="organization"
          value={businessName}
          error={errors.businessName}
          onChange={(e) => {
            setBusinessName(e.target.value);
            setErrors(({ businessName: _drop, ...rest }) => rest);
          }}
        />
      )}
      <Button type="submit" loading={update.isPending}>
        Save changes
      </Button>
    </form>
  );
};

/** Profile Settings (part 2 §2): the account from GET /auth/me and an edit form. */
export const ProfilePage = () => {
  const me = useMe();
  return (
    <section className="page page--narrow">
      <h1 className="page__title">Profile Settings</h1>
      {me.isPending && (
        <div className="card" aria-busy="true">
          <Skeleton width="40%" height="1.25rem" />
          <Skeleton width="70%" />
          <Skeleton width="55%" />
        </div>
      )}
      {me.isError && (
        <div className="notice notice--error" role="alert">
          <p>Could not load your profile: {me.error.message}</p>
          <Button variant="secondary" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {me.data && (
        <>
          <dl className="card details">
            <div>
              <dt>Name</dt>
              <dd>{me.data.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{me.data.email}</dd>
            </div>
            <div>
              <dt>Account type</dt>
              <dd>{me.data.type === 'business' ? 'Business' : 'Consumer'}</dd>
            </div>
            {me.data.businessName && (
              <div>
                <dt>Business name</dt>
                <dd>{me.data.businessName}</dd>
              </div>
            )}
            <div>
              <dt>Plan</dt>
              <dd>
                {plans[me.data.plan].name}{' '}
                <ButtonLink to="/subscription" variant="ghost">
                  Manage
                </ButtonLink>
              </dd>
            </div>
          </dl>
          <ProfileForm user={me.data} />
          <div className="notice" role="note">
            Notification settings and other preferences are coming soon.
          </div>
        </>
      )}
    </section>
  );
};

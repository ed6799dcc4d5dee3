import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useZodForm } from '../../../lib/use-zod-form';
import { updateProfileSchema, type User } from '@shop-scanner/shared/user';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFormShell } from './profile-form-shell';

/** The profile's edit form: its name, and a business's name. */
export const ProfileForm = ({ user }: { user: User }) => {
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
    <ProfileFormShell
      business={business}
      field={field}
      onSubmit={submit}
      saving={update.isPending}
    />
  );
};

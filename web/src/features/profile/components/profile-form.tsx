import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast-store';
import { useCheckedForm } from '../../../lib/use-checked-form';
import type { UpdateProfileInput, User } from '@shop-scanner/shared/user';
import { profileCheck, type ProfileFormValues } from '../profile-check';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFormShell } from './profile-form-shell';

/** The profile's edit form: its name, and a business's name. */
export const ProfileForm = ({ user }: { user: User }) => {
  const update = useUpdateProfile();
  const business = user.type === 'business';
  // The server's rule without zod (profile-check.ts): zod would put the page over its budget.
  const { field, reset, showErrors, submitParsed } = useCheckedForm<
    ProfileFormValues,
    UpdateProfileInput
  >(profileCheck(business), {
    defaultValues: { name: user.name, businessName: user.businessName ?? '' },
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

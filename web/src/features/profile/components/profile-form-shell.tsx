import type { FormEventHandler } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

type FieldProps = Omit<Parameters<typeof TextField>[0], 'label'>;

/**
 * The edit form's markup, for the working form (profile-form.tsx) and for the inert one the page
 * shows until that form's code is in (profile-page.tsx): one markup, so the handover moves nothing.
 * Kept apart from the working form, whose module brings the form library and the validation.
 */
export const ProfileFormShell = ({
  business,
  field,
  onSubmit,
  saving = false,
  inert = false,
}: {
  business: boolean;
  field: (name: 'name' | 'businessName') => FieldProps;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  /** Drawn before its code is in: busy, its button disabled. */
  inert?: boolean;
}) => (
  <form
    className="form card"
    onSubmit={onSubmit}
    noValidate
    aria-label="Edit profile"
    aria-busy={inert || undefined}
  >
    <h2 className="card__title">Edit profile</h2>
    <TextField label="Full name" autoComplete="name" {...field('name')} />
    {business && (
      <TextField label="Business name" autoComplete="organization" {...field('businessName')} />
    )}
    <Button type="submit" loading={saving} disabled={inert}>
      Save changes
    </Button>
  </form>
);

import { Link } from 'react-router';
import type { NewAccount } from '../../../lib/auth/session-context';
import { Button } from '../../../components/ui/button';
import { Checkbox, EmailField, SelectField, TextField } from '../../../components/ui/field';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { registerCheck, type RegisterParsed, type RegisterValues } from '../account-checks';
import { NewPasswordFields } from './new-password-fields';

/**
 * The register form. Name and business name are trimmed by the check; an empty business name, or
 * any business name of a consumer account, is left out of the payload.
 */
export const RegisterForm = ({
  onSubmit,
  pending = false,
}: {
  onSubmit: (values: NewAccount) => void;
  pending?: boolean;
}) => {
  // The server's rule without zod (account-checks.ts). A consumer has no business name: one
  // typed before switching back is not sent.
  const { field, submitParsed, watch } = useCheckedForm<RegisterValues, RegisterParsed>(
    registerCheck,
    {
      defaultValues: {
        name: '',
        email: '',
        type: 'consumer',
        businessName: '',
        password: '',
        confirmPassword: '',
        acceptTerms: false,
      },
    },
  );
  const business = watch('type') === 'business';

  return (
    <form
      className="form"
      onSubmit={submitParsed(({ name, email, password, type, businessName }) =>
        onSubmit({ name, email, password, type, ...(businessName ? { businessName } : {}) }),
      )}
      noValidate
      aria-label="Create account"
    >
      <TextField label="Full name" autoComplete="name" {...field('name')} />
      <EmailField {...field('email')} />
      <SelectField label="Account type" {...field('type', { alsoClears: ['businessName'] })}>
        <option value="consumer">Consumer (I shop)</option>
        <option value="business">Business (I sell)</option>
      </SelectField>
      {business && (
        <TextField label="Business name" autoComplete="organization" {...field('businessName')} />
      )}
      <NewPasswordFields
        labels={{ password: 'Password', confirmPassword: 'Confirm password' }}
        // The confirmation is judged against the password, so editing either clears the mismatch.
        password={field('password', { alsoClears: ['confirmPassword'] })}
        confirmPassword={field('confirmPassword')}
      />
      <Checkbox
        {...field('acceptTerms')}
        label={
          <>
            I accept the{' '}
            <Link to="/terms" target="_blank">
              Terms of Service
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" target="_blank">
              Privacy Policy
            </Link>
          </>
        }
      />
      <Button type="submit" block size="lg" loading={pending}>
        Create account
      </Button>
    </form>
  );
};

import { ACCOUNT_MESSAGES, SignUpFormSchema } from '#shared/accounts';
import type { PackageId } from '#shared/packages';
import { api, call } from '#browser/api';
import { toastOnNextPage } from '../scripts/toast';
import { Field } from './forms/Field';
import { useForm } from './forms/use-form';

interface Props {
  accountType: 'buyer' | 'seller';
  packageId: PackageId | null;
}

export default function SignUpForm({ accountType, packageId }: Props) {
  const form = useForm(SignUpFormSchema, {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    password: '',
    confirmPassword: '',
  });
  const submit = form.handleSubmit(async (signUp) => {
    // Spec register payload: the names joined with a space; the phone already cleaned by the schema.
    const registration = {
      userName: `${signUp.firstName} ${signUp.lastName}`,
      email: signUp.email,
      phoneNumber: signUp.phoneNumber,
      password: signUp.password,
      accountType,
      ...(accountType === 'seller' && packageId ? { packageId } : {}),
    };
    await call(api.register.$post({ json: registration }), ACCOUNT_MESSAGES.signUpFailed);
    toastOnNextPage(ACCOUNT_MESSAGES.accountCreated);
    // A seller's package is paid next: their listings go live once it is.
    window.location.assign(accountType === 'seller' ? '/account/pay?purpose=package' : '/');
  }, ACCOUNT_MESSAGES.signUpFailed);

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <div className="form-pair">
        <Field label="First name" autoComplete="given-name" {...form.text('firstName')} />
        <Field label="Last name" autoComplete="family-name" {...form.text('lastName')} />
      </div>
      <Field label="Email" type="email" autoComplete="email" {...form.text('email')} />
      <Field
        label="Phone number"
        type="tel"
        autoComplete="tel"
        hint="With your country code, e.g. +254 712 345 678"
        {...form.text('phoneNumber')}
      />
      <Field label="Password" type="password" autoComplete="new-password" {...form.text('password')} />
      <Field label="Confirm password" type="password" autoComplete="new-password" {...form.text('confirmPassword')} />
      <p className="form-note">
        By signing up you agree to our <a href="/terms">Terms of Service</a> and <a href="/privacy">Privacy Policy</a>.
      </p>
      <button className="button wide" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? 'Creating account...' : 'Create account'}
      </button>
      <p className="form-foot">
        Already have an account? <a href="/signin">Sign in</a>
      </p>
    </form>
  );
}

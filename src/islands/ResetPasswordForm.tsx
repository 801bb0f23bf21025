import { useState } from 'react';
import { ResetCompleteSchema, ResetRequestSchema } from '#shared/accounts';
import { api, call } from '#browser/api';
import { toastOnNextPage } from '../scripts/toast';
import { Field } from './forms/Field';
import { useForm } from './forms/use-form';

/** Step 1 asks for the email; step 2 (the emailed link carries ?token=) sets the new password. */
export default function ResetPasswordForm() {
  const token = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('token');
  return token ? <ChooseNewPassword token={token} /> : <RequestLink />;
}

function RequestLink() {
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm(ResetRequestSchema, { email: '' });
  const submit = form.handleSubmit(async ({ email }) => {
    const answer = await call(api['password-reset'].$post({ json: { email } }));
    setSent(answer.message);
  }, 'Failed to send the reset link. Please try again.');

  if (sent)
    return (
      <p className="notice" role="status">
        {sent}
      </p>
    );
  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      <Field label="Email" type="email" autoComplete="email" {...form.text('email')} />
      <button className="button wide" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? 'Sending...' : 'Send reset link'}
      </button>
      <p className="form-foot">
        Remembered it? <a href="/signin">Sign in</a>
      </p>
    </form>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const form = useForm(ResetCompleteSchema, { token, password: '', confirmPassword: '' });
  const submit = form.handleSubmit(async (reset) => {
    const answer = await call(api['password-reset'].confirm.$post({ json: reset }));
    toastOnNextPage(answer.message);
    window.location.assign('/signin');
  }, 'Failed to change the password. Please try again.');

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      {form.errors.token && (
        <p className="notice error" role="alert">
          {form.errors.token} <a href="/reset-password">Ask for a new link</a>
        </p>
      )}
      <Field label="New password" type="password" autoComplete="new-password" {...form.text('password')} />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.text('confirmPassword')}
      />
      <button className="button wide" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? 'Saving...' : 'Set new password'}
      </button>
    </form>
  );
}

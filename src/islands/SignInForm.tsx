import { ACCOUNT_MESSAGES, LoginSchema } from '#shared/accounts';
import { api, call } from '#browser/api';
import { toastOnNextPage } from '../scripts/toast';
import { Field } from './forms/Field';
import { useForm } from './forms/use-form';

/** Only a path on this site, never another site. */
const safeNext = (next: string | null) => (next && /^\/(?!\/)/.test(next) ? next : '/');

export default function SignInForm() {
  const form = useForm(LoginSchema, { email: '', password: '', rememberMe: false });
  const submit = form.handleSubmit(async (login) => {
    await call(api.login.$post({ json: login }), ACCOUNT_MESSAGES.signInFailed);
    toastOnNextPage(ACCOUNT_MESSAGES.signedIn);
    // A visitor who tapped a heart: the favourite is saved now, and they go back where they were.
    const params = new URLSearchParams(window.location.search);
    const favourite = params.get('favourite');
    if (favourite) await call(api.favourites.$post({ json: { serviceId: favourite } })).catch(() => undefined);
    window.location.assign(safeNext(params.get('next')));
  }, ACCOUNT_MESSAGES.signInFailed);

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <Field label="Email" type="email" autoComplete="email" {...form.text('email')} />
      <Field label="Password" type="password" autoComplete="current-password" {...form.text('password')} />
      <div className="form-row">
        <label className="checkbox">
          <input
            id="field-rememberMe"
            type="checkbox"
            name="rememberMe"
            checked={form.values.rememberMe === true}
            onChange={(event) => form.set('rememberMe', event.target.checked)}
          />
          Remember me
        </label>
        <a href="/reset-password">Forgot password?</a>
      </div>
      <button className="button wide" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? 'Signing in...' : 'Sign in'}
      </button>
      <p className="form-foot">
        Don&apos;t have an account? <a href="/signup-options">Sign up</a>
      </p>
    </form>
  );
}

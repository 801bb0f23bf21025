import { useState } from 'react';
import { ChangePasswordSchema, ProfileSchema, type PublicUser } from '#shared/accounts';
import { api, call } from '#browser/api';
import { say, showToast } from '../scripts/toast';
import { ACCOUNT_PANEL_TEXT as TEXT } from '#shared/account-texts';
import { refreshSessionUser } from '../stores/session';
import { localPhone } from '#shared/phone';
import { Field, FormProblem } from './forms/Field';
import { Tabs } from './forms/Tabs';
import { useForm } from './forms/use-form';

interface Props {
  user: PublicUser;
}

/** /account: profile and password (a seller's package is the page's own section, PackagePanel.astro). */
export default function AccountPanel({ user: initial }: Props) {
  const [user, setUser] = useState(initial);
  return (
    <Tabs
      label={say(TEXT.settings)}
      tabs={[
        { id: 'profile', title: say(TEXT.profile), panel: <Profile user={user} onSaved={setUser} /> },
        { id: 'password', title: say(TEXT.password), panel: <Password /> },
      ]}
    />
  );
}

function Profile({ user, onSaved }: { user: PublicUser; onSaved: (user: PublicUser) => void }) {
  const [first = '', ...rest] = user.userName.split(' ');
  const form = useForm(ProfileSchema, {
    firstName: first,
    lastName: rest.join(' '),
    phoneNumber: localPhone(user.phoneNumber),
  });
  const submit = form.handleSubmit(async (profile) => {
    const answer = await call(api.me.$patch({ json: profile }));
    onSaved(answer.user);
    refreshSessionUser();
    showToast(TEXT.profileSaved);
  }, TEXT.profileFailed);
  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <div className="form-pair">
        <Field label={say(TEXT.firstName)} autoComplete="given-name" {...form.text('firstName')} />
        <Field label={say(TEXT.lastName)} autoComplete="family-name" {...form.text('lastName')} />
      </div>
      <div className="field">
        <span className="field-label">{say(TEXT.email)}</span>
        <p className="field-static">{user.email}</p>
      </div>
      <Field label={say(TEXT.phone)} type="tel" autoComplete="tel" {...form.text('phoneNumber')} />
      <FormProblem message={form.errors.form} />
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? say(TEXT.saving) : say(TEXT.saveProfile)}
      </button>
    </form>
  );
}

function Password() {
  const form = useForm(ChangePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const submit = form.handleSubmit(async (change) => {
    const answer = await call(api.me.password.$post({ json: change }));
    form.reset();
    showToast(answer.message);
  }, TEXT.passwordFailed);
  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <Field
        label={say(TEXT.currentPassword)}
        type="password"
        autoComplete="current-password"
        {...form.text('currentPassword')}
      />
      <Field label={say(TEXT.newPassword)} type="password" autoComplete="new-password" {...form.text('newPassword')} />
      <Field
        label={say(TEXT.confirmNewPassword)}
        type="password"
        autoComplete="new-password"
        {...form.text('confirmPassword')}
      />
      <FormProblem message={form.errors.form} />
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? say(TEXT.saving) : say(TEXT.changePassword)}
      </button>
    </form>
  );
}

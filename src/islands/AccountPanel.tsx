import { useState } from 'react';
import { ChangePasswordSchema, ProfileSchema, type PublicUser } from '#shared/accounts';
import { api, call } from '#browser/api';
import { say, showToast, type Words } from '../scripts/toast';
import { ACCOUNT_PANEL_TEXT as TEXT } from '#shared/account-texts';
import { refreshSessionUser } from '../stores/session';
import { localPhone } from '#shared/phone';
import { Field, FormProblem } from './forms/Field';
import { Tabs } from './forms/Tabs';
import { useForm } from './forms/use-form';

interface Props {
  user: PublicUser;
  /** Its texts in the page's language (null: English). */
  words: Words | null;
}

type Say = (english: string) => string;

/** /account: profile and password (a seller's package is the page's own section, PackagePanel.astro). */
export default function AccountPanel({ user: initial, words }: Props) {
  const [user, setUser] = useState(initial);
  const s: Say = (english) => say(english, undefined, words);
  return (
    <Tabs
      label={s(TEXT.settings)}
      tabs={[
        { id: 'profile', title: s(TEXT.profile), panel: <Profile user={user} onSaved={setUser} s={s} /> },
        { id: 'password', title: s(TEXT.password), panel: <Password s={s} /> },
      ]}
    />
  );
}

function Profile({ user, onSaved, s }: { user: PublicUser; onSaved: (user: PublicUser) => void; s: Say }) {
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
    showToast(s(TEXT.profileSaved));
  }, TEXT.profileFailed);
  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <div className="form-pair">
        <Field label={s(TEXT.firstName)} autoComplete="given-name" {...form.text('firstName')} />
        <Field label={s(TEXT.lastName)} autoComplete="family-name" {...form.text('lastName')} />
      </div>
      <div className="field">
        <span className="field-label">{s(TEXT.email)}</span>
        <p className="field-static">{user.email}</p>
      </div>
      <Field label={s(TEXT.phone)} type="tel" autoComplete="tel" {...form.text('phoneNumber')} />
      <FormProblem message={form.errors.form} />
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? s(TEXT.saving) : s(TEXT.saveProfile)}
      </button>
    </form>
  );
}

function Password({ s }: { s: Say }) {
  const form = useForm(ChangePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const submit = form.handleSubmit(async (change) => {
    const answer = await call(api.me.password.$post({ json: change }));
    form.reset();
    showToast(answer.message);
  }, TEXT.passwordFailed);
  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <Field
        label={s(TEXT.currentPassword)}
        type="password"
        autoComplete="current-password"
        {...form.text('currentPassword')}
      />
      <Field label={s(TEXT.newPassword)} type="password" autoComplete="new-password" {...form.text('newPassword')} />
      <Field
        label={s(TEXT.confirmNewPassword)}
        type="password"
        autoComplete="new-password"
        {...form.text('confirmPassword')}
      />
      <FormProblem message={form.errors.form} />
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? s(TEXT.saving) : s(TEXT.changePassword)}
      </button>
    </form>
  );
}

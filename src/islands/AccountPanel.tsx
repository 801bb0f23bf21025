import { useState } from 'react';
import { ChangePasswordSchema, ProfileSchema, type PublicUser } from '#shared/accounts';
import { api, call } from '#browser/api';
import { showToast } from '../scripts/toast';
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
      label="Account settings"
      tabs={[
        { id: 'profile', title: 'Profile', panel: <Profile user={user} onSaved={setUser} /> },
        { id: 'password', title: 'Password', panel: <Password /> },
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
    showToast('Profile saved');
  }, 'Failed to save your profile. Please try again.');
  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <div className="form-pair">
        <Field label="First name" autoComplete="given-name" {...form.text('firstName')} />
        <Field label="Last name" autoComplete="family-name" {...form.text('lastName')} />
      </div>
      <div className="field">
        <span className="field-label">Email</span>
        <p className="field-static">{user.email}</p>
      </div>
      <Field label="Phone number" type="tel" autoComplete="tel" {...form.text('phoneNumber')} />
      <FormProblem message={form.errors.form} />
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? 'Saving...' : 'Save profile'}
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
  }, 'Failed to change your password. Please try again.');
  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.text('currentPassword')}
      />
      <Field label="New password" type="password" autoComplete="new-password" {...form.text('newPassword')} />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...form.text('confirmPassword')}
      />
      <FormProblem message={form.errors.form} />
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}

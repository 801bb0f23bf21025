import { useState } from 'react';
import { ChangePasswordSchema, ProfileSchema, type PublicUser } from '#shared/accounts';
import { SELLER_PACKAGES, type PackageId } from '#shared/packages';
import { api, call } from '#browser/api';
import { showToast } from '../scripts/toast';
import { refreshSessionUser } from '../stores/session';
import { localPhone } from '#shared/phone';
import { Field } from './forms/Field';
import { Tabs } from './forms/Tabs';
import { useForm } from './forms/use-form';

interface Props {
  user: PublicUser;
}

/** /account: profile, password and, for sellers, the package. */
export default function AccountPanel({ user: initial }: Props) {
  const [user, setUser] = useState(initial);
  return (
    <Tabs
      label="Account settings"
      tabs={[
        { id: 'profile', title: 'Profile', panel: <Profile user={user} onSaved={setUser} /> },
        { id: 'password', title: 'Password', panel: <Password /> },
        ...(user.accountType === 'seller'
          ? [{ id: 'package', title: 'Package', panel: <Package user={user} onSaved={setUser} /> }]
          : []),
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
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy ? 'Saving...' : 'Change password'}
      </button>
    </form>
  );
}

function Package({ user, onSaved }: { user: PublicUser; onSaved: (user: PublicUser) => void }) {
  const current = user.sellerPackage?.packageId;
  const [busy, setBusy] = useState(false);
  async function choose(packageId: PackageId) {
    setBusy(true);
    try {
      const answer = await call(api.me.package.$post({ json: { packageId } }));
      onSaved(answer.user);
      showToast(`You are now on the ${SELLER_PACKAGES.find((p) => p.id === packageId)!.name} package`);
    } catch (error) {
      showToast((error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      {user.sellerPackage && (
        <p>
          Each listing may have up to <strong>{user.sellerPackage.photoUploads} photo(s)</strong> and{' '}
          <strong>{user.sellerPackage.videoUploads} video(s)</strong>.
        </p>
      )}
      <ul className="package-list">
        {SELLER_PACKAGES.map((pkg) => (
          <li key={pkg.id} className={pkg.id === current ? 'package current' : 'package'}>
            <h3>{pkg.name}</h3>
            <p className="package-price">Ksh {pkg.price}</p>
            <ul>
              {pkg.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            {pkg.id === current ? (
              <p className="package-current">Your current package</p>
            ) : (
              <button className="button secondary" type="button" disabled={busy} onClick={() => choose(pkg.id)}>
                Switch to {pkg.name}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

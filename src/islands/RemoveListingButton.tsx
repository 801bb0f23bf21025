import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import { say, showToast, toastOnNextPage, type Words } from '../scripts/toast';
import { ACCOUNT_PANEL_TEXT as TEXT } from '#shared/account-texts';

/** Removes one of the seller's listings after a confirmation. */
export default function RemoveListingButton({ id, name, words }: { id: number; name: string; words: Words | null }) {
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  // Enabled once hydrated: before that a click would do nothing.
  useEffect(() => setReady(true), []);
  async function remove() {
    if (!window.confirm(say(TEXT.removeConfirm, { name }, words))) return;
    setBusy(true);
    try {
      await call(api.services[':id'].$delete({ param: { id: String(id) } }));
      toastOnNextPage(say(TEXT.removed, { name }, words));
      window.location.reload();
    } catch (error) {
      showToast((error as Error).message, 'error');
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button secondary" onClick={remove} disabled={busy || !ready}>
      {busy ? say(TEXT.removing, undefined, words) : say(TEXT.remove, undefined, words)}{' '}
      <span className="visually-hidden">{name}</span>
    </button>
  );
}

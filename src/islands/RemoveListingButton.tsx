import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import { showToast, toastOnNextPage } from '../scripts/toast';

/** Removes one of the seller's listings after a confirmation. */
export default function RemoveListingButton({ id, name }: { id: string; name: string }) {
  const [busy, setBusy] = useState(false);
  const [ready, setReady] = useState(false);
  // Enabled once hydrated: before that a click would do nothing.
  useEffect(() => setReady(true), []);
  async function remove() {
    if (!window.confirm(`Remove "${name}"? It disappears from Mabinti at once.`)) return;
    setBusy(true);
    try {
      await call(api.services[':id'].$delete({ param: { id } }));
      toastOnNextPage(`"${name}" was removed`);
      window.location.reload();
    } catch (error) {
      showToast((error as Error).message, 'error');
      setBusy(false);
    }
  }
  return (
    <button type="button" className="button secondary" onClick={remove} disabled={busy || !ready}>
      {busy ? 'Removing...' : 'Remove'} <span className="visually-hidden">{name}</span>
    </button>
  );
}

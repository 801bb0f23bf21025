import { useEffect, useState } from 'react';
import { ApiError, api, call } from '#browser/api';
import { PUSH_TEXT as TEXT } from '#shared/push';
import { say, showToast, type Words } from '../scripts/toast';

type State = 'loading' | 'on' | 'off' | 'unsupported' | 'blocked';

/** The VAPID public key as the bytes `pushManager.subscribe` takes. */
const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** Why turning on stopped, said under the switch until the next try. */
type Problem = 'dismissed' | 'unreachable' | 'failed';

/** Gives up on a browser step that never answers (a service worker that never gets ready). */
const within = <T,>(promise: Promise<T>, ms = 10_000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

/**
 * Notifications in this browser (decision 032): turning on asks the browser's permission, makes
 * a subscription with our public key and gives it to the server for this session; turning off
 * takes it back. The state shown is this browser's, as the server knows it.
 */
export default function PushSwitch({ publicKey, words }: { publicKey: string; words: Words | null }) {
  const [state, setState] = useState<State>('loading');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then(async (subscription) => {
        if (!subscription) return setState('off');
        const known = await call(api.me.push.$get({ query: { endpoint: subscription.endpoint } }));
        setState(known.on ? 'on' : 'off');
      })
      .catch(() => setState('off'));
  }, []);

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission === 'denied') return setState('blocked');
    if (permission !== 'granted') return setProblem('dismissed');
    let subscription: PushSubscription;
    try {
      const { pushManager } = await within(navigator.serviceWorker.ready);
      subscription =
        (await pushManager.getSubscription()) ??
        (await within(pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })));
    } catch {
      // The browser's own push service did not answer (offline, or blocked on this network).
      return setProblem('unreachable');
    }
    await call(api.me.push.$post({ json: subscription.toJSON() as never }));
    setState('on');
    showToast(say(TEXT.turnedOn, undefined, words));
  }

  async function turnOff() {
    const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
    if (subscription) {
      await call(api.me.push.$delete({ json: { endpoint: subscription.endpoint } }));
      await subscription.unsubscribe();
    }
    setState('off');
    showToast(say(TEXT.turnedOff, undefined, words));
  }

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      await (state === 'on' ? turnOff() : turnOn());
    } catch (error) {
      // Our server refused or could not be reached: its words when it said any.
      const said = error instanceof ApiError ? error.message : '';
      if (said) showToast(said, 'error');
      else setProblem('failed');
    } finally {
      setBusy(false);
    }
  }

  if (state === 'unsupported' || state === 'blocked') {
    return <p className="push-note">{say(TEXT[state], undefined, words)}</p>;
  }
  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={state === 'on'}
        className="push-switch"
        onClick={toggle}
        disabled={busy || state === 'loading'}
      >
        <span className="push-track" aria-hidden="true">
          <span className="push-thumb" />
        </span>
        {say(TEXT.switch, undefined, words)}
      </button>
      {problem && (
        <p className="push-note" role="alert">
          {say(TEXT[problem], undefined, words)}
        </p>
      )}
    </>
  );
}

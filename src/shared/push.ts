/**
 * A Web Push notification as the service worker shows it (decision 032): the service and the time
 * in the person's language, and the page it opens. Nothing else: no names of others, no links with
 * keys, since it passes through the browser maker's push service (encrypted) and shows on a locked
 * screen.
 */
export interface PushNotice {
  title: string;
  body: string;
  /** A path on this site (the booking's ticket). */
  url: string;
  /** Replaces an earlier notification about the same thing. */
  tag?: string;
  /** When it stops mattering (the visit's start): the push service keeps it until then. Not sent. */
  until?: number;
}

/** The words the switch in My Account says (src/islands/PushSwitch.tsx). */
export const PUSH_TEXT = {
  switch: 'push.switch',
  turnedOn: 'push.turnedOn',
  turnedOff: 'push.turnedOff',
  unsupported: 'push.unsupported',
  blocked: 'push.blocked',
  failed: 'push.failed',
  dismissed: 'push.dismissed',
  unreachable: 'push.unreachable',
} as const;

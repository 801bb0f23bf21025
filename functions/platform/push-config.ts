/**
 * Web Push settings (decision 032): the VAPID key pair that signs every push, made once with
 * `npm run push:keys`, and the subject push services may write to about it.
 */
import { z } from 'zod';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url, as `npm run push:keys` prints it')
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes, `must hold ${bytes} bytes`);

export const PUSH_SETTINGS = {
  /** The application server's public key, uncompressed P-256 (65 bytes); browsers subscribe with it. */
  VAPID_PUBLIC_KEY: base64url(65).optional(),
  /** Its private key (the 32-byte scalar). */
  VAPID_PRIVATE_KEY: base64url(32).optional(),
  /** Who push services contact about our pushes: a mailto: or https: address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: or https:// address')
    .optional(),
  /**
   * One more push service to accept subscriptions at, besides the browser makers' own: its https
   * origin. For tests and the emulator only; production refuses it.
   */
  PUSH_SERVICE_EXTRA: z
    .url()
    .refine((value) => value.startsWith('https://'), 'must be an https:// origin')
    .optional(),
};

interface PushConfig {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUSH_SERVICE_EXTRA?: string | undefined;
}

/** Settings that cannot work in any mode: half a key pair, or keys without a subject. */
export function pushMissing(config: PushConfig): string[] {
  const problems: string[] = [];
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: push needs both (`npm run push:keys` makes a pair)');
  }
  if (config.VAPID_PUBLIC_KEY && !config.VAPID_SUBJECT) {
    problems.push('VAPID_SUBJECT: required with the VAPID keys (mailto: or https://, for push services)');
  }
  return problems;
}

/** Push settings fine for a test and wrong on the internet. */
export function pushProductionProblems(config: PushConfig): string[] {
  return config.PUSH_SERVICE_EXTRA
    ? ['PUSH_SERVICE_EXTRA: accepts subscriptions at a push service named by the setting; for tests only']
    : [];
}

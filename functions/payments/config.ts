import type { Config } from '#functions/platform/config';
import { createB2c, noB2c, type PayoutProvider } from './b2c';
import { createDaraja, noDaraja, type DarajaConfig } from './daraja';
import type { PaymentProvider } from './provider';

const BASE_URLS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

/**
 * What the Daraja client needs, from a configuration parseConfig accepted; null when no M-Pesa
 * is set up. The demo and the tests point MPESA_BASE_URL at an emulator like any other address.
 */
export function darajaConfig(config: Config): DarajaConfig | null {
  const baseUrl = config.MPESA_BASE_URL ?? (config.MPESA_ENV ? BASE_URLS[config.MPESA_ENV] : undefined);
  if (!baseUrl) return null;
  return {
    baseUrl,
    consumerKey: config.MPESA_CONSUMER_KEY ?? '',
    consumerSecret: config.MPESA_CONSUMER_SECRET ?? '',
    shortcode: config.MPESA_SHORTCODE ?? '',
    passkey: config.MPESA_PASSKEY ?? '',
    transactionType: config.MPESA_TRANSACTION_TYPE,
    partyB: config.MPESA_PARTY_B,
  };
}

/** M-Pesa as the settings describe it: Daraja at its address, or none. */
export function paymentProvider(config: Config, fetcher: typeof fetch = fetch): PaymentProvider {
  const daraja = darajaConfig(config);
  return daraja ? createDaraja(daraja, fetcher) : noDaraja;
}

/** M-Pesa B2C as the settings describe it (refunds and payouts), or none: payouts then wait. */
export function payoutProvider(config: Config, fetcher: typeof fetch = fetch): PayoutProvider {
  const daraja = darajaConfig(config);
  if (!daraja || !config.MPESA_INITIATOR_NAME || !config.MPESA_SECURITY_CREDENTIAL) return noB2c;
  return createB2c(
    {
      ...daraja,
      shortcode: config.MPESA_B2C_SHORTCODE ?? daraja.shortcode,
      initiatorName: config.MPESA_INITIATOR_NAME,
      securityCredential: config.MPESA_SECURITY_CREDENTIAL,
    },
    fetcher,
  );
}

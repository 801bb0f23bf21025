import type { Config } from '#functions/platform/config';
import type { DarajaConfig } from './daraja';

/**
 * The credentials the Daraja emulator (emulators/daraja.ts) accepts: published on purpose, they
 * take no money. Shortcode 174379 is Safaricom's own sandbox paybill.
 */
export const EMULATOR_CREDENTIALS = {
  consumerKey: 'emulator-key',
  consumerSecret: 'emulator-secret',
  shortcode: '174379',
  passkey: 'emulator-passkey',
};

const BASE_URLS = {
  emulator: 'http://127.0.0.1:8095',
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

const CREDENTIALS = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'] as const;

/** Settings that cannot work in any mode: Safaricom without the credentials it asks for. */
export function mpesaProblems(config: Config): string[] {
  if (!config.MPESA_ENV || config.MPESA_ENV === 'emulator') return [];
  const problems = CREDENTIALS.filter((name) => !config[name]).map(
    (name) => `${name}: required with MPESA_ENV=${config.MPESA_ENV} (from the Daraja portal)`,
  );
  if (config.MPESA_TRANSACTION_TYPE === 'CustomerBuyGoodsOnline' && !config.MPESA_PARTY_B) {
    problems.push('MPESA_PARTY_B: required with CustomerBuyGoodsOnline (the till number)');
  }
  return problems;
}

/** Settings fine for a demo and wrong for a live site, where money is real. */
export function mpesaProductionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.MPESA_ENV !== 'sandbox' && config.MPESA_ENV !== 'production') {
    problems.push('MPESA_ENV: must be sandbox or production (the emulator takes no real money)');
  }
  if (config.MPESA_CALLBACK_URL && !config.MPESA_CALLBACK_URL.startsWith('https://')) {
    problems.push('MPESA_CALLBACK_URL: must start with https:// (Daraja calls back only over https)');
  }
  if (config.MPESA_BASE_URL && !config.MPESA_BASE_URL.startsWith('https://')) {
    problems.push('MPESA_BASE_URL: must start with https://');
  }
  return problems;
}

/** What the Daraja client needs, from a configuration parseConfig accepted. */
export function darajaConfig(config: Config): DarajaConfig {
  const env = config.MPESA_ENV ?? 'emulator';
  const emulator = env === 'emulator';
  return {
    baseUrl: config.MPESA_BASE_URL ?? BASE_URLS[env],
    consumerKey: config.MPESA_CONSUMER_KEY ?? (emulator ? EMULATOR_CREDENTIALS.consumerKey : ''),
    consumerSecret: config.MPESA_CONSUMER_SECRET ?? (emulator ? EMULATOR_CREDENTIALS.consumerSecret : ''),
    shortcode: config.MPESA_SHORTCODE ?? EMULATOR_CREDENTIALS.shortcode,
    passkey: config.MPESA_PASSKEY ?? (emulator ? EMULATOR_CREDENTIALS.passkey : ''),
    transactionType: config.MPESA_TRANSACTION_TYPE,
    partyB: config.MPESA_PARTY_B,
  };
}

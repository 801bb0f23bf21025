import { z } from 'zod';
import { parseTrustProxy, tooWideRanges } from './trust-proxy';
import { RETENTION_SETTINGS } from './retention-config';
import { demoValuesIn } from './demo-settings';
import { ConfigError } from './config-error';
import { PUSH_SETTINGS, pushMissing, pushProductionProblems } from './push-config';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const origins = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const list = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    const origins: string[] = [];
    for (const item of list) {
      const url = URL.canParse(item) ? new URL(item) : null;
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '')) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin such as https://app.example.com` });
        continue;
      }
      origins.push(url.origin);
    }
    return origins;
  });

const ConfigSchema = z.object({
  /**
   * `production` refuses unsafe settings; the default is the demo. Not NODE_ENV: Vite and Astro set
   * that themselves while building, so it cannot tell a demo from a live site.
   */
  MABINTI_MODE: z.enum(['demo', 'production']).default('demo'),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|libsql:|https?:|wss?:|:memory:)/, 'must start with file:, libsql:, http(s): or ws(s):'),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  MEDIA_DIR: z.string().min(1),
  /** Public origin used for canonical links and e-mails, e.g. https://mabinti.co.ke */
  SITE_URL: z.url().optional(),
  /** SMTP (Node): smtp://user:password@host:587 or smtps://…:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must look like smtp://user:password@host:587 or smtps://…')
    .optional(),
  /** Resend's HTTP API (Workers, or Node without SMTP): the API key; the URL only changes in tests. */
  MAIL_API_KEY: z.string().min(1).optional(),
  MAIL_API_URL: z.url().default('https://api.resend.com/emails'),
  MAIL_FROM: z.string().min(3).default('Mabinti <no-reply@mabinti.co.ke>'),
  /** Multiplies every rate limit; browser tests raise it because all their sign-ups come from one address. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * How hard a password's hash is to make, as scrypt's cost N = 2^PASSWORD_WORK (about 160 ms at
   * 14 on one core). Tests that sign up hundreds of people lower it; production refuses below 14.
   */
  PASSWORD_WORK: z.coerce.number().int().min(10).max(20).default(14),
  /** Serves /dev/outbox so testers can read stored mail. On by default in the demo; refused in production. */
  OUTBOX_VIEWER: flag,
  /** Sample listings and the demo accounts with a published password. Demo only. */
  DEMO_DATA: flag,
  /** Proxies in front of the server: a number of hops, or their addresses (docs/decisions/010-going-live.md). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Other origins whose browser code may call the API (CORS), comma-separated. */
  ALLOWED_ORIGINS: origins,
  /** R2's S3 API (Workers): lets browsers send videos straight to the bucket with a presigned URL. */
  R2_ACCOUNT_ID: z.string().min(1).optional(),
  R2_BUCKET: z.string().min(1).default('mabinti-media'),
  R2_ACCESS_KEY_ID: z.string().min(1).optional(),
  R2_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * M-Pesa through Safaricom's Daraja API: `sandbox` or `production`, or MPESA_BASE_URL alone for
   * another address that speaks Daraja (the demo's emulator). Neither: no M-Pesa on this server.
   */
  MPESA_ENV: z.enum(['sandbox', 'production']).optional(),
  MPESA_CONSUMER_KEY: z.string().min(1).optional(),
  MPESA_CONSUMER_SECRET: z.string().min(1).optional(),
  /** The paybill (or, for a till, the head office) number. */
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be a paybill or till number')
    .optional(),
  MPESA_PASSKEY: z.string().min(1).optional(),
  MPESA_TRANSACTION_TYPE: z.enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']).default('CustomerPayBillOnline'),
  /** The till number that receives the money with CustomerBuyGoodsOnline; the shortcode otherwise. */
  MPESA_PARTY_B: z
    .string()
    .regex(/^\d{5,7}$/, 'must be a till number')
    .optional(),
  /** Daraja's address; by default the one MPESA_ENV names. */
  MPESA_BASE_URL: z.url().optional(),
  /** The public origin Daraja calls back (https in production); by default SITE_URL. */
  MPESA_CALLBACK_URL: z.url().optional(),
  /**
   * Refunds and seller payouts over Daraja B2C (decision 026): the API operator's name, the
   * operator's password encrypted with Safaricom's certificate (base64), and the B2C shortcode
   * money leaves from (by default MPESA_SHORTCODE). Without them, payouts wait in the queue.
   */
  MPESA_INITIATOR_NAME: z.string().min(1).optional(),
  MPESA_SECURITY_CREDENTIAL: z.string().min(1).optional(),
  MPESA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, 'must be a B2C shortcode')
    .optional(),
  /** The platform's commission on a seller's payout, in percent (0: none). */
  PAYOUT_COMMISSION_PERCENT: z.coerce.number().min(0).max(50).default(0),
  /** Payouts above this many shillings wait for an admin's approval. */
  PAYOUT_REVIEW_ABOVE: z.coerce.number().int().min(0).default(20_000),
  /** The hour (Nairobi) from which each day's seller payouts go. */
  PAYOUT_HOUR: z.coerce.number().int().min(0).max(23).default(9),
  /** How long a payout waits for M-Pesa's result before we ask M-Pesa ourselves. */
  PAYOUT_CHECK_AFTER_SECONDS: z.coerce.number().int().min(1).default(120),
  /**
   * SMS through Africa's Talking (functions/notify/sms.ts): the app's username and API key, the
   * sender ID or shortcode, and the API's address (by default sandbox's for the username
   * `sandbox`, the live one otherwise). Without a key, texts are kept in the outbox only.
   */
  AT_USERNAME: z.string().min(1).optional(),
  AT_API_KEY: z.string().min(1).optional(),
  AT_SENDER_ID: z.string().min(1).max(11).optional(),
  AT_BASE_URL: z.url().optional(),
  /**
   * Delivery reports and STOP replies from Africa's Talking reach /api/notify/sms/* only with
   * `?key=` this value in the callback address (Africa's Talking does not sign its callbacks).
   */
  AT_CALLBACK_KEY: z.string().min(16).optional(),
  /**
   * USSD through Africa's Talking: the channel is on when this key is set, and Africa's
   * Talking's callback is `https://…/api/ussd?key=AT_USSD_KEY` (it signs nothing). USSD_CODE is the
   * service code people dial, shown with each listing's own code.
   */
  AT_USSD_KEY: z.string().min(16).optional(),
  USSD_CODE: z
    .string()
    .regex(/^\*\d{1,4}(\*\d{1,4})*#$/, 'must look like *384*21#')
    .default('*384*21#'),
  /**
   * WhatsApp through the Cloud API (functions/notify/whatsapp.ts): the system user's token, the
   * sending phone number's id, the Graph API's address, template names per kind of message
   * ("booking-reminder=mabinti_reminder,…"), the template language codes, the app secret that
   * signs webhooks and the token Meta echoes when the webhook is registered.
   */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v23.0'),
  WHATSAPP_TEMPLATES: z.string().optional(),
  WHATSAPP_LANGUAGE_EN: z.string().min(2).default('en'),
  WHATSAPP_LANGUAGE_SW: z.string().min(2).default('sw'),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  /** The business's WhatsApp number: each listing's page then links to a chat that books it. */
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\+?\d{8,15}$/, 'must be a phone number in international form, like +254700000000')
    .optional(),
  /** `off` reads the catalogue afresh for every page (the benchmark's comparison, decision 019). */
  PAGE_CACHE: z.enum(['on', 'off']).default('on'),
  /** Log lines as JSON (default in production) or as text. */
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  /** The least grave lines written: `warn` leaves out the routine ones (a message queued…). */
  LOG_LEVEL: z.enum(['info', 'warn', 'error']).default('info'),
  ...RETENTION_SETTINGS,
  ...PUSH_SETTINGS,
});

type ParsedConfig = z.infer<typeof ConfigSchema>;
export type Config = Omit<ParsedConfig, 'OUTBOX_VIEWER' | 'DEMO_DATA' | 'LOG_FORMAT'> & {
  production: boolean;
  OUTBOX_VIEWER: boolean;
  DEMO_DATA: boolean;
  LOG_FORMAT: 'json' | 'text';
};

/**
 * Parses the environment once. Fails loudly, naming every variable that is missing or malformed,
 * so a misconfigured server never starts half-working. In production it also refuses every
 * setting that is safe only in the demo (productionProblems).
 */
export function parseConfig(
  env: Record<string, string | undefined>,
  defaults: Partial<Record<keyof ParsedConfig, string>> = {},
): Config {
  const candidate = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] || defaults[key as keyof ParsedConfig]]),
  );
  const result = ConfigSchema.safeParse(candidate);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(problems);
  }
  const parsed = result.data;
  const production = parsed.MABINTI_MODE === 'production';
  const config: Config = {
    ...parsed,
    production,
    OUTBOX_VIEWER: parsed.OUTBOX_VIEWER ?? !production,
    DEMO_DATA: parsed.DEMO_DATA ?? !production,
    LOG_FORMAT: parsed.LOG_FORMAT ?? (production ? 'json' : 'text'),
  };
  const missing = missingCompanions(config);
  if (missing.length) throw new ConfigError(missing);
  if (production) {
    const problems = productionProblems(config);
    if (problems.length) throw new ConfigError(problems, 'Refusing to start in production');
  }
  return config;
}

const MPESA_CREDENTIALS = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'] as const;

/** Settings that cannot work in any mode: a provider without what it asks for. */
function missingCompanions(config: Config): string[] {
  const problems: string[] = [];
  const mpesa = config.MPESA_ENV ? `MPESA_ENV=${config.MPESA_ENV}` : config.MPESA_BASE_URL ? 'MPESA_BASE_URL' : null;
  if (mpesa) {
    for (const name of MPESA_CREDENTIALS) {
      if (!config[name]) problems.push(`${name}: required with ${mpesa} (from the Daraja portal)`);
    }
    if (config.MPESA_TRANSACTION_TYPE === 'CustomerBuyGoodsOnline' && !config.MPESA_PARTY_B) {
      problems.push('MPESA_PARTY_B: required with CustomerBuyGoodsOnline (the till number)');
    }
  }
  if (Boolean(config.MPESA_INITIATOR_NAME) !== Boolean(config.MPESA_SECURITY_CREDENTIAL)) {
    problems.push('MPESA_INITIATOR_NAME and MPESA_SECURITY_CREDENTIAL: payouts need both (from the M-Pesa portal)');
  }
  if (config.AT_API_KEY && !config.AT_USERNAME) {
    problems.push("AT_USERNAME: required with AT_API_KEY (the Africa's Talking app)");
  }
  if (config.WHATSAPP_TOKEN && !config.WHATSAPP_PHONE_NUMBER_ID) {
    problems.push('WHATSAPP_PHONE_NUMBER_ID: required with WHATSAPP_TOKEN (the number WhatsApp messages come from)');
  }
  return [...problems, ...pushMissing(config)];
}

/** M-Pesa settings fine for a demo and wrong for a live site, where money is real. */
function mpesaProductionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (!config.MPESA_ENV) problems.push('MPESA_ENV: required, sandbox or production (Safaricom)');
  if (config.MPESA_CALLBACK_URL && !config.MPESA_CALLBACK_URL.startsWith('https://')) {
    problems.push('MPESA_CALLBACK_URL: must start with https:// (Daraja calls back only over https)');
  }
  if (config.MPESA_BASE_URL && !config.MPESA_BASE_URL.startsWith('https://')) {
    problems.push('MPESA_BASE_URL: must start with https://');
  }
  return problems;
}

const REMOTE_DATABASE = /^(libsql:|https?:|wss?:)/;

/** Every setting that is fine for a demo on one's own machine and unsafe on the internet. */
export function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (config.OUTBOX_VIEWER) problems.push('OUTBOX_VIEWER: the outbox viewer shows every e-mail, reset links included');
  if (config.DEMO_DATA) problems.push('DEMO_DATA: demo accounts have a published password');
  if (!config.SITE_URL) problems.push('SITE_URL: required, the https:// address people use (links in e-mails)');
  else if (!config.SITE_URL.startsWith('https://')) problems.push('SITE_URL: must start with https://');
  if (!config.SMTP_URL && !config.MAIL_API_KEY) {
    problems.push('SMTP_URL or MAIL_API_KEY: no mail transport, so no e-mail would be delivered');
  }
  if (config.DATABASE_URL.startsWith(':memory:')) problems.push('DATABASE_URL: an in-memory database loses everything');
  if (REMOTE_DATABASE.test(config.DATABASE_URL) && !config.DATABASE_AUTH_TOKEN) {
    problems.push('DATABASE_AUTH_TOKEN: required for a remote database');
  }
  if (config.RATE_LIMIT_SCALE !== 1) problems.push('RATE_LIMIT_SCALE: must be 1 (it loosens every rate limit)');
  if (config.PASSWORD_WORK < 14) problems.push('PASSWORD_WORK: must be at least 14 (weaker password hashes)');
  problems.push(...tooWideRanges(config.TRUST_PROXY));
  if (config.AT_BASE_URL && !config.AT_BASE_URL.startsWith('https://')) {
    problems.push("AT_BASE_URL: must start with https:// (Africa's Talking)");
  }
  if (config.AT_API_KEY && !config.AT_CALLBACK_KEY) {
    problems.push(
      "AT_CALLBACK_KEY: required with AT_API_KEY, so that only Africa's Talking reports deliveries and STOP replies",
    );
  }
  if (config.WHATSAPP_TOKEN && !config.WHATSAPP_APP_SECRET) {
    problems.push(
      'WHATSAPP_APP_SECRET: required with WHATSAPP_TOKEN, to check that delivery reports come from WhatsApp',
    );
  }
  problems.push(...demoValuesIn(config), ...pushProductionProblems(config));
  return [...problems, ...mpesaProductionProblems(config)];
}

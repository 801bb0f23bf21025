import { z } from 'zod';

const ConfigSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^(file:|libsql:|https?:|wss?:|:memory:)/, 'must start with file:, libsql:, http(s): or ws(s):'),
  DATABASE_AUTH_TOKEN: z.string().optional(),
  MEDIA_DIR: z.string().min(1),
  /** Public origin used for canonical links and e-mails, e.g. https://mabinti.co.ke */
  SITE_URL: z.url().optional(),
  /** An HTTP email API (see functions/mail/mailer.ts); without it mail stays in the outbox table. */
  MAIL_API_URL: z.url().optional(),
  MAIL_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Mabinti <no-reply@mabinti.co.ke>'),
  /** Multiplies every rate limit; browser tests raise it because all their sign-ups come from one address. */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** Serves /dev/outbox so testers can read stored mail. Never turn on in production. */
  OUTBOX_VIEWER: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export type Config = z.infer<typeof ConfigSchema>;

/**
 * Parses the environment once. Fails loudly, naming every variable that is missing or malformed,
 * so a misconfigured server never starts half-working.
 */
export function parseConfig(
  env: Record<string, string | undefined>,
  defaults: Partial<Record<keyof Config, string>> = {},
): Config {
  const candidate = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] || defaults[key as keyof Config]]),
  );
  const result = ConfigSchema.safeParse(candidate);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

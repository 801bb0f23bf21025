/**
 * The one way server code writes to the log: an event name and a few fields, one JSON object a
 * line in production (text in the demo). Everything passes through `redact` first, so no e-mail
 * address, phone number, token, query string or database parameter reaches a log line, and no
 * CR or LF can forge one.
 */
type Level = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown> & { error?: unknown };

let format: 'json' | 'text' = 'text';
const GRAVITY: Record<Level, number> = { info: 0, warn: 1, error: 2 };
let least: Level = 'info';
/** Set once at start-up from the configuration. */
export function configureLog(options: { format: 'json' | 'text'; level?: Level }) {
  format = options.format;
  least = options.level ?? 'info';
}

const PATTERNS: Array<[RegExp, string]> = [
  // A failed query's parameters: phones, hashes, whatever was being written.
  [/(params|parameters):[\s\S]*$/gi, '$1: [redacted]'],
  [/(bearer\s+)[^\s"',]+/gi, '$1[token]'],
  [/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi, '[email]'],
  [/([/\w.-])\?[^\s"'<>]*/g, '$1?[query]'],
  [/\b[a-z0-9_-]{24,}\b/gi, '[token]'],
  [/\+?\d[\d ()-]{6,}\d/g, '[phone]'],
  [/[\r\n]+/g, ' '],
];

/** A log-safe copy of a text. */
export function redact(text: string): string {
  return PATTERNS.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

function describeError(error: unknown, depth = 0): Record<string, unknown> | string {
  if (!(error instanceof Error)) return redact(String(error));
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: redact(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack
      ? {
          stack: error.stack
            .split('\n')
            .slice(1, 8)
            .map((line) => redact(line.trim())),
        }
      : {}),
    ...(error.cause && depth < 3 ? { cause: describeError(error.cause, depth + 1) } : {}),
  };
}

function clean(value: unknown): unknown {
  if (typeof value === 'string') return redact(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return value;
  if (Array.isArray(value)) return value.slice(0, 20).map(clean);
  if (value instanceof Error) return describeError(value);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]));
  return redact(String(value));
}

function write(level: Level, event: string, fields: LogFields = {}) {
  if (GRAVITY[level] < GRAVITY[least]) return;
  const { error, ...rest } = fields;
  const entry: Record<string, unknown> = { time: new Date().toISOString(), level, event: redact(event) };
  // Request ids are ours (hex), and a run of digits in one must not be taken for a phone number.
  for (const [key, value] of Object.entries(rest)) entry[key] = key === 'requestId' ? value : clean(value);
  if (error !== undefined) entry.error = describeError(error);
  const sink = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  if (format === 'json') return sink(JSON.stringify(entry));
  const details = Object.entries(entry)
    .filter(([key]) => !['time', 'level', 'event', 'error'].includes(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const problem = entry.error ? ` error=${JSON.stringify(entry.error)}` : '';
  sink(
    `${level === 'info' ? '' : `${level.toUpperCase()} `}${entry.event}${details.length ? ` ${details.join(' ')}` : ''}${problem}`,
  );
}

export const log = {
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
};

/** A short id that ties an answer, an error page and the log line together. */
export const newRequestId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 16);

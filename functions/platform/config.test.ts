import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { addressGroup, clientAddress, parseTrustProxy } from './trust-proxy';

const base = { DATABASE_URL: 'file:data/x.db', MEDIA_DIR: 'data/media' };
const live = {
  ...base,
  MABINTI_MODE: 'production',
  SITE_URL: 'https://mabinti.co.ke',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  MPESA_ENV: 'production',
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '600123',
  MPESA_PASSKEY: 'passkey',
};

describe('parseConfig', () => {
  it('uses the defaults the target gives, and is the demo unless told otherwise', () => {
    const config = parseConfig({}, base);
    expect(config).toMatchObject({ ...base, production: false, OUTBOX_VIEWER: true, DEMO_DATA: true });
    expect(config.LOG_FORMAT).toBe('text');
  });

  it('names every missing or malformed variable', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://x', SITE_URL: 'not a url' })).toThrow(
      /DATABASE_URL: must start with file:.*\n.*MEDIA_DIR.*\n.*SITE_URL/s,
    );
  });

  it('starts in production with safe settings: no outbox viewer, no demo data, JSON logs', () => {
    expect(parseConfig(live)).toMatchObject({
      production: true,
      OUTBOX_VIEWER: false,
      DEMO_DATA: false,
      LOG_FORMAT: 'json',
    });
  });

  it.each([
    [{ OUTBOX_VIEWER: 'true' }, 'OUTBOX_VIEWER'],
    [{ DEMO_DATA: 'true' }, 'DEMO_DATA'],
    [{ SITE_URL: undefined }, 'SITE_URL: required'],
    [{ SITE_URL: 'http://mabinti.co.ke' }, 'SITE_URL: must start with https://'],
    [{ SMTP_URL: undefined }, 'SMTP_URL or MAIL_API_KEY'],
    [{ DATABASE_URL: 'libsql://db.turso.io' }, 'DATABASE_AUTH_TOKEN'],
    [{ RATE_LIMIT_SCALE: '20' }, 'RATE_LIMIT_SCALE'],
    [{ PASSWORD_WORK: '10' }, 'PASSWORD_WORK'],
    [{ TRUST_PROXY: '0.0.0.0/0' }, 'TRUST_PROXY: 0.0.0.0/0 believes X-Forwarded-For from almost any address'],
    [{ TRUST_PROXY: '10.0.0.1, 0.0.0.0/1' }, 'TRUST_PROXY: 0.0.0.0/1'],
    [{ MPESA_ENV: undefined }, 'MPESA_ENV: required, sandbox or production'],
    [{ MPESA_BASE_URL: 'http://127.0.0.1:8095' }, 'MPESA_BASE_URL: must start with https://'],
    [{ MPESA_CALLBACK_URL: 'http://mabinti.co.ke' }, 'MPESA_CALLBACK_URL: must start with https://'],
  ])('refuses to start in production with %j, naming it', (change, named) => {
    expect(() => parseConfig({ ...live, ...change })).toThrow(named);
    expect(() => parseConfig({ ...live, ...change })).toThrow(/^Refusing to start in production/);
  });

  it('names every unsafe setting at once', () => {
    let message = '';
    try {
      parseConfig({ ...base, MABINTI_MODE: 'production', OUTBOX_VIEWER: 'true', DEMO_DATA: '1' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['OUTBOX_VIEWER', 'DEMO_DATA', 'SITE_URL', 'SMTP_URL or MAIL_API_KEY', 'MPESA_ENV'])
      expect(message).toContain(name);
  });

  it('has no M-Pesa unless told, and wants every credential for any Daraja address in any mode', () => {
    expect(parseConfig(base).MPESA_ENV).toBeUndefined();
    expect(() => parseConfig({ ...base, MPESA_BASE_URL: 'http://127.0.0.1:8095' })).toThrow(
      'MPESA_CONSUMER_KEY: required with MPESA_BASE_URL',
    );
    let message = '';
    try {
      parseConfig({ ...base, MPESA_ENV: 'sandbox', MPESA_TRANSACTION_TYPE: 'CustomerBuyGoodsOnline' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['CONSUMER_KEY', 'CONSUMER_SECRET', 'SHORTCODE', 'PASSKEY', 'PARTY_B'])
      expect(message).toContain(`MPESA_${name}: required`);
    expect(() => parseConfig({ ...base, MPESA_SHORTCODE: 'paybill' })).toThrow('MPESA_SHORTCODE');
  });

  it('reads ALLOWED_ORIGINS and refuses what is not an origin', () => {
    expect(
      parseConfig({ ...base, ALLOWED_ORIGINS: 'https://app.mabinti.co.ke, http://localhost:5173' }).ALLOWED_ORIGINS,
    ).toEqual(['https://app.mabinti.co.ke', 'http://localhost:5173']);
    expect(() => parseConfig({ ...base, ALLOWED_ORIGINS: 'https://x.example/path' })).toThrow('ALLOWED_ORIGINS');
  });
});

describe('TRUST_PROXY', () => {
  it('never believes X-Forwarded-For without it', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', parseTrustProxy(undefined))).toBe('203.0.113.9');
  });

  it('takes the address the nearest trusted proxy saw, not what the client wrote', () => {
    const oneHop = parseTrustProxy('1');
    // The client forged 6.6.6.6; the proxy at 127.0.0.1 appended the real 41.90.1.2.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 41.90.1.2', oneHop)).toBe('41.90.1.2');
    const listed = parseTrustProxy('10.0.0.0/8, 127.0.0.1');
    expect(clientAddress('::ffff:127.0.0.1', '6.6.6.6, 41.90.1.2, 10.1.2.3', listed)).toBe('41.90.1.2');
    expect(clientAddress('198.51.100.7', '41.90.1.2', listed)).toBe('198.51.100.7');
  });

  it('refuses a setting it cannot read', () => {
    expect(() => parseConfig({ ...base, TRUST_PROXY: 'everyone' })).toThrow('TRUST_PROXY');
    expect(() => parseConfig({ ...base, TRUST_PROXY: '::/0' })).toThrow('TRUST_PROXY');
  });

  it('counts an IPv6 caller by its /64, whichever address of it they use', () => {
    expect(addressGroup('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('41.90.1.2')).toBe('41.90.1.2');
  });
});

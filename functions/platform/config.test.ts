import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('uses the defaults the target gives', () => {
    expect(parseConfig({}, { DATABASE_URL: 'file:data/x.db', MEDIA_DIR: 'data/media' })).toMatchObject({
      DATABASE_URL: 'file:data/x.db',
      MEDIA_DIR: 'data/media',
    });
  });

  it('names every missing or malformed variable', () => {
    expect(() => parseConfig({ DATABASE_URL: 'postgres://x', SITE_URL: 'not a url' })).toThrow(
      /DATABASE_URL: must start with file:.*\n.*MEDIA_DIR.*\n.*SITE_URL/s,
    );
  });
});

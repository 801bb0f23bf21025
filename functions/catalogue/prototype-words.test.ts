import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-platform';
import { townOf } from '#shared/locations';

const testApp = createTestApp();
afterAll(() => testApp.platform.close());

/** Words every plain object answers to: a visitor's word must never find them in a table. */
const WORDS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const PATHS = [
  '/api/services/search?query=WORD',
  '/api/services/search?query=makeup%20WORD',
  '/api/services?location=WORD',
  '/api/services?category=WORD',
  '/api/services/location/WORD',
  '/api/services/suggest?q=WORD',
];

describe('words every object knows, as a visitor types them', () => {
  it.each(WORDS)('%s is answered without a 500 on every catalogue route', async (word) => {
    for (const path of PATHS) {
      const response = await testApp.get(path.replace('WORD', encodeURIComponent(word)));
      expect(response.status, path).toBeLessThan(500);
    }
  });

  it.each(WORDS)('a listing located at %s belongs to a town of that name', (word) => {
    expect(typeof townOf(word)).toBe('string');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { services } from '#functions/db/schema/catalogue';
import { CATEGORIES } from '#shared/categories';
import { createTestApp } from '../../tests/support/test-platform';
import type { ListingJson as Listing } from './listing';
import { searchPage } from './search-page';

const { get, platform } = createTestApp();
afterAll(() => platform.close());

async function list(path: string): Promise<{ status: number; body: Listing[]; headers: Headers }> {
  const response = await get(path);
  return { status: response.status, body: (await response.json()) as Listing[], headers: response.headers };
}

describe('GET /api/services/{categoryId}', () => {
  it.each(CATEGORIES.map((c) => [c.id, c.legacyId]))(
    'lists %s (also as %s) with the spec fields',
    async (id, legacy) => {
      const bySlug = await list(`/api/services/${id}`);
      expect(bySlug.status).toBe(200);
      expect(bySlug.body.length).toBeGreaterThan(0);
      for (const service of bySlug.body) {
        expect(service.category).toBe(id);
        expect(service).toMatchObject({
          _id: expect.any(String),
          name: expect.any(String),
          location: expect.any(String),
          phoneNumber: expect.stringMatching(/^\+\d{10,15}$/),
          subcategory: expect.any(String),
          description: expect.any(String),
        });
        expect(service.media[0]).toMatchObject({ type: 'image', url: expect.stringMatching(/^\/api\/media\//) });
      }
      const byAlias = await list(`/api/services/${legacy}`);
      expect(byAlias.body.map((s) => s._id)).toEqual(bySlug.body.map((s) => s._id));
    },
  );

  it('answers 404 with a message for an unknown category', async () => {
    const response = await get('/api/services/pets');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Unknown category' });
  });

  it('pages with limit and page, telling whether more follow and where the next page starts', async () => {
    const first = await list('/api/services/beauty?limit=5');
    const second = await list('/api/services/beauty?limit=5&page=2');
    expect(first.body).toHaveLength(5);
    expect(first.headers.get('X-Has-More')).toBe('true');
    expect(first.headers.get('Link')).toContain(`cursor=${first.headers.get('X-Next-Cursor')}`);
    const ids = new Set(first.body.map((s) => s._id));
    expect(second.body.every((s) => !ids.has(s._id))).toBe(true);
    const last = await list('/api/services/beauty?limit=60');
    expect(last.headers.get('X-Has-More')).toBe('false');
  });

  it.each(['limit=0', 'limit=61', 'limit=abc', 'page=0', 'page=-1', 'page=1.5', 'page=99999'])(
    'refuses %s with 400 and a message',
    async (query) => {
      const response = await get(`/api/services/hair?${query}`);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/must be a whole number/);
    },
  );
});

describe('GET /api/services/search', () => {
  it('finds by prefix: "brai" finds braiding', async () => {
    const { status, body } = await list('/api/services/search?query=brai');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((s) => /braid/i.test(`${s.name} ${s.description} ${s.subcategory}`))).toBe(true);
  });

  it('ranks a name match above a description-only match', async () => {
    const { body } = await list('/api/services/search?query=laundry');
    expect(body[0]!.name.toLowerCase()).toContain('laundry');
  });

  it('searches location and category too', async () => {
    const byTown = await list('/api/services/search?query=ruiru');
    expect(byTown.body.length).toBeGreaterThan(0);
    expect(byTown.body.every((s) => s.location === 'Ruiru')).toBe(true);
    const byCategory = await list('/api/services/search?query=photography');
    expect(byCategory.body.some((s) => s.category === 'photography')).toBe(true);
  });

  it('narrows by category, subcategory, location and price', async () => {
    const { body } = await list('/api/services/search?query=hair&category=bridal&subcategory=hair');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((s) => s.category === 'bridal' && s.subcategory === 'hair')).toBe(true);
    const priced = await list('/api/services/search?query=services&minPrice=2000&maxPrice=3000');
    for (const s of priced.body) {
      expect(s.maxPrice!).toBeGreaterThanOrEqual(2000);
      expect(s.minPrice!).toBeLessThanOrEqual(3000);
    }
    const nairobi = await list('/api/services/search?query=a&location=Nairobi');
    expect(nairobi.body.every((s) => s.town === 'Nairobi')).toBe(true);
  });

  it.each([
    ['', 'No search query provided.'],
    ['query=', 'No search query provided.'],
    ['query=%20%20', 'No search query provided.'],
    [`query=${'a'.repeat(201)}`, 'Search terms can be at most 200 characters'],
    ['query=a&query=b', undefined],
    ['query=a&minPrice=5000&maxPrice=100', 'Maximum price cannot be less than minimum price'],
    ['query=a&minPrice=-5', 'Prices cannot be negative'],
    ['query=a&minPrice=lots', 'Prices must be numbers'],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await get(`/api/services/search?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    if (message) expect(body.message).toBe(message);
    else expect(body.message).toEqual(expect.any(String));
  });

  it('survives 1,000 hostile search strings with no 500', async () => {
    const pieces = [
      '"',
      "'",
      '*',
      '^',
      '(',
      ')',
      ':',
      '-',
      '+',
      'NEAR',
      'OR',
      'AND',
      'NOT',
      '{',
      '}',
      '\\',
      '%',
      '_',
      ';',
      'DROP TABLE services',
      '\u0000',
      '\u202e',
      '😀',
      'ñ',
      '漢字',
      ' ',
      'brai',
      'rowid',
      'bm25(',
      '--',
      '/*',
      '[',
      ']',
      '$',
      '<script>',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const length = 1 + Math.floor(random() * 8);
      const text = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join(
        random() < 0.5 ? '' : ' ',
      );
      const response = await get(`/api/services/search?query=${encodeURIComponent(text)}`);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect([200, 400], `status for ${JSON.stringify(text)}`).toContain(response.status);
      const body = await response.json();
      if (response.status === 200) expect(Array.isArray(body)).toBe(true);
      else expect(body.message).toEqual(expect.any(String));
    }
    expect(statuses.get(200)).toBeGreaterThan(500);
  });
});

describe('GET /api/services?location=', () => {
  it('finds listings in the town and its neighbourhoods', async () => {
    const { status, body } = await list('/api/services?location=Nairobi&limit=60');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((s) => s.town === 'Nairobi')).toBe(true);
    expect(new Set(body.map((s) => s.location))).toEqual(
      new Set(['Nairobi CBD', 'Westlands', 'Karen', 'Kilimani', 'Nairobi']),
    );
  });

  it('treats the town case-insensitively and answers [] for a town with nothing', async () => {
    expect((await list('/api/services?location=nakuru')).body.length).toBeGreaterThan(0);
    const none = await list('/api/services?location=Lodwar');
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('refuses an empty location', async () => {
    const response = await get('/api/services?location=');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'No location provided.' });
  });
});

describe('GET /api/subcategory', () => {
  it('lists a subcategory given as the earlier client sends it', async () => {
    const { status, body } = await list(
      `/api/subcategory?subcategory=${encodeURIComponent('/services/hair/braiding')}`,
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((s) => s.category === 'hair' && s.subcategory === 'braiding')).toBe(true);
  });

  it.each([
    ['', 400, 'No subcategory provided.'],
    ['subcategory=', 400, 'No subcategory provided.'],
    ['subcategory=braiding', 400, 'Subcategory must look like /services/{category}/{subcategory}'],
    ['subcategory=/services/hair/knitting', 404, 'Unknown subcategory'],
    ['subcategory=/services/pets/dogs', 404, 'Unknown subcategory'],
  ])('answers ?%s with %i', async (query, status, message) => {
    const response = await get(`/api/subcategory?${query}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
  });
});

describe('GET /api/service/{id}', () => {
  it('returns the listing with its real seller, their other listings and similar services', async () => {
    const [someone] = (await list('/api/services/hair?limit=1')).body;
    const response = await get(`/api/service/${someone!._id}`);
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(detail._id).toBe(someone!._id);
    expect(detail.seller).toMatchObject({ id: someone!.sellerId, name: expect.any(String) });
    for (const other of detail.sellerListings) expect(other.sellerId).toBe(someone!.sellerId);
    for (const similar of detail.similar) {
      expect(similar.subcategory).toBe(someone!.subcategory);
      expect(similar._id).not.toBe(someone!._id);
    }
    expect(detail.similar.length).toBeLessThanOrEqual(4);
  });

  it('counts all of the seller’s listings, not the few it shows', async () => {
    const [someone] = (await list('/api/services/hair?limit=1')).body;
    const [base] = await platform.db
      .select()
      .from(services)
      .where(eq(services.id, Number(someone!._id)));
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = base!;
    await platform.db
      .insert(services)
      .values(Array.from({ length: 8 }, (_, i) => ({ ...copy, name: `${copy.name} ${i}` })));
    const total = await platform.db.$count(services, eq(services.sellerId, base!.sellerId));
    const detail = await (await get(`/api/service/${someone!._id}`)).json();
    expect(total).toBeGreaterThan(8);
    expect(detail.sellerListings.length).toBeLessThanOrEqual(4);
    expect(detail.seller.listingCount).toBe(total);
  });

  it.each(['999999', 'abc', '0', '-1', '1e3', '9'.repeat(30)])('answers 404 for id %s', async (id) => {
    const response = await get(`/api/service/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Service not found' });
  });
});

describe('media and unknown routes', () => {
  it('serves stored pictures with long cache headers', async () => {
    const [service] = (await list('/api/services/beauty?limit=1')).body;
    const response = await get(service!.media[0]!.thumbnailUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it.each(['/api/media/samples/missing.webp', '/api/media/..%2F..%2Fetc%2Fpasswd', '/api/media/', '/api/nothing'])(
    'answers 404 JSON for %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect((await response.json()).message).toEqual(expect.any(String));
    },
  );
});

describe('GET /api/services/search and the search page', () => {
  it.each(['makeup westlands', 'massage karen', 'brades'])(
    'answer "%s" alike: one search serves both',
    async (words) => {
      const { status, body } = await list(`/api/services/search?query=${encodeURIComponent(words)}&limit=24`);
      expect(status).toBe(200);
      const page = await searchPage(platform.db, words, {}, { page: 1, limit: 24 });
      expect(body.length).toBeGreaterThan(0);
      expect(body.map((listing) => listing._id)).toEqual(page.page.items.map((listing) => String(listing.id)));
    },
  );
});

/**
 * A new provider on a running demo server, through the API as a seller would: signed up, package
 * paid at the Daraja emulator, `capacity` clients at once, and five listings of services that take
 * `durationMinutes` (two hours unless said); with `members`, a team of that many performing them all.
 */
const PHOTO = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

export async function newProvider(url: string, capacity: number, durationMinutes = 120, members = 0) {
  const send = async (method: string, path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Origin: url,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { token } = await send('POST', '/api/register', {
    userName: 'Bench Salon',
    email: `bench.salon.${Date.now()}.${Math.random().toString(36).slice(2, 8)}.${capacity}@example.com`,
    phoneNumber: '0722 000 111',
    password: 'bench password',
    accountType: 'seller',
    packageId: 'premium',
  });
  const payment = await send('POST', '/api/payments', { purpose: 'package', phone: '0722 000 111' }, token);
  for (let tries = 0; (await send('GET', `/api/payments/${payment.id}`, undefined, token)).status !== 'paid'; tries++) {
    if (tries > 100) throw new Error('the package payment never settled');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await send(
    'PUT',
    '/api/me/availability/settings',
    { bufferMinutes: 0, capacity, noticeMinutes: 0, horizonDays: 90 },
    token,
  );
  // Open on the whole grid every day, as the bench's figures have always been measured; saving
  // the hours is also what lets a seller's first listing go live (decision 042).
  const days = Array.from({ length: 7 }, () => ({ opens: 7 * 60, closes: 23 * 60 }));
  await send('PUT', '/api/me/availability/week', { days }, token);
  const listings: number[] = [];
  for (let i = 0; i < 5; i++) {
    const listing = await send(
      'POST',
      '/api/services',
      {
        name: `Bench Braids ${i + 1}`,
        minPrice: 2000,
        maxPrice: 2000,
        location: 'Kasarani, Nairobi',
        phoneNumber: '0722 000 111',
        category: 'hair',
        subcategory: 'braiding',
        description: 'Braiding sessions of a set length, for measuring bookings.',
        images: [PHOTO],
        options: [{ name: 'Braids', price: 2000, durationMinutes }],
      },
      token,
    );
    listings.push(Number(listing._id));
  }
  for (let i = 0; i < members; i++) await send('POST', '/api/me/team', { name: `Stylist ${i + 1}` }, token);
  return { listings };
}

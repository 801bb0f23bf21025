/**
 * The write journey on the Workers build, run by scripts/check-cloudflare.sh against `wrangler dev`
 * (workerd, the local R2 bucket and the Images binding) and a libSQL file behind the Hrana server
 * in emulators. Signs up, posts a listing with a photo carrying a GPS position, checks the
 * stored pictures, pays for the package with M-Pesa (the Daraja emulator calls the Worker back),
 * books a slot and reads it back from both sides.
 *   npx tsx scripts/check-workers-journey.ts http://127.0.0.1:8799
 */
import sharp from 'sharp';
import { addDays, nairobiDateKey } from '#shared/booking-time';
import { listingFields, listingForm } from './lib/listing-form';
import { SAMPLE_GPS, sampleMp4 } from '../tests/support/sample-mp4';
import { phoneJourney } from './lib/workers-phone-journey';
import { waitlistJourney } from './lib/workers-waitlist-journey';
import { confirmationPushed, subscribeToPush } from './lib/workers-push-journey';

const origin = process.argv[2] ?? 'http://127.0.0.1:8799';
const unique = `${Date.now()}`;

function check(condition: unknown, step: string, detail?: unknown): asserts condition {
  if (!condition) {
    console.error(`workerd journey FAILED at: ${step}`, detail ?? '');
    process.exit(1);
  }
  console.log(`workerd journey: ${step} ok`);
}

/** An answer's JSON, read loosely: the checks below say what they expect of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = Record<string, any>;

async function send(method: string, path: string, body?: unknown, token?: string) {
  const isForm = body instanceof FormData;
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      Origin: origin,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}),
    },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (() => {
    try {
      return JSON.parse(text) as Answer;
    } catch {
      return { message: text } as Answer;
    }
  })();
  return { status: response.status, json };
}

const signUp = (accountType: 'buyer' | 'seller') =>
  send('POST', '/api/register', {
    userName: 'Workers Journey',
    email: `workers.${accountType}.${unique}@example.com`,
    phoneNumber: '0712 345 678',
    password: 'a strong password',
    accountType,
    ...(accountType === 'seller' ? { packageId: 'premium' } : {}),
  });

const seller = await signUp('seller');
check(seller.status === 201 && seller.json.token, 'a seller signs up (session row written)', seller);
const hours = await send('POST', '/api/me/availability/confirm', {}, seller.json.token);
check(
  hours.status === 200 && hours.json.week?.[1]?.opens === 480,
  'the seller confirms the ordinary week before their first listing (hours rows written)',
  hours,
);
// Then opens the whole grid every day with no notice, so the journey's times never hang on the day it runs.
const days = Array.from({ length: 7 }, () => ({ opens: 7 * 60, closes: 23 * 60 }));
const week = await send('PUT', '/api/me/availability/week', { days }, seller.json.token);
const settings = { bufferMinutes: 0, capacity: 1, noticeMinutes: 0, horizonDays: 90 };
const rules = await send('PUT', '/api/me/availability/settings', settings, seller.json.token);
check(week.status === 200 && rules.status === 200, 'the seller keeps hours and settings of their own', { week, rules });

// A 3000x2000 photo carrying a GPS position, as a phone saves one.
const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#7a3b69' } })
  .withExif({
    IFD0: { Make: 'Phone', Copyright: 'Akinyi' },
    IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' },
  })
  .jpeg()
  .toBuffer();
check((await sharp(photo).metadata()).exif, 'the test photo carries EXIF with a GPS position');

const word = `workerskasarani${unique}`;
const fields = listingFields(`Knotless Braids ${word}`);
const form = listingForm(fields.name, { bytes: photo, type: 'image/jpeg', name: 'braids.jpg' });
const posted = await send('POST', '/api/services', form, seller.json.token);
check(posted.status === 201, 'a listing with a photo is posted (rows in libSQL, files in the local R2)', posted);

const [picture] = posted.json.media as Array<{ url: string; thumbnailUrl: string }>;
const full = await fetch(`${origin}${picture!.url}`);
const fullBytes = Buffer.from(await full.arrayBuffer());
const fullMeta = await sharp(fullBytes).metadata();
check(
  full.headers.get('content-type') === 'image/webp' && fullMeta.format === 'webp' && fullMeta.width === 1600,
  `the gallery picture is WebP, resized to ${fullMeta.width}x${fullMeta.height} by the Images binding`,
  { type: full.headers.get('content-type'), fullMeta },
);
check(!fullMeta.exif && !fullMeta.xmp && !fullBytes.includes('GPS'), 'the stored picture has no EXIF, XMP or GPS');
const card = await sharp(
  Buffer.from(await (await fetch(`${origin}${picture!.thumbnailUrl}`)).arrayBuffer()),
).metadata();
check(card.width === 480 && card.height === 360 && !card.exif, 'the card picture is 480x360 and stripped');

const range = await fetch(`${origin}${picture!.url}`, { headers: { Range: 'bytes=0-99' } });
check(
  range.status === 206 && (await range.arrayBuffer()).byteLength === 100,
  'media answer a Range request with 206 from R2',
);

// The earlier client's JSON post with a video that says where it was recorded: stored in R2 as it
// streams (a FixedLengthStream of its own length), without that.
const recording = sampleMp4(64 * 1024);
const withVideo = await send(
  'POST',
  '/api/services',
  {
    ...listingFields(`Braids on film ${word}`),
    images: [`data:image/jpeg;base64,${photo.toString('base64')}`],
    video: `data:video/mp4;base64,${recording.toString('base64')}`,
  },
  seller.json.token,
);
check(withVideo.status === 201, 'a listing with a video is posted as JSON (the video streamed into R2)', withVideo);
const storedVideo = Buffer.from(
  await (
    await fetch(
      `${origin}${(withVideo.json.media as Array<{ type: string; url: string }>).find((m) => m.type === 'video')!.url}`,
    )
  ).arrayBuffer(),
);
check(
  storedVideo.length === recording.length && recording.includes(SAMPLE_GPS) && !storedVideo.includes(SAMPLE_GPS),
  'the stored video has its length and no GPS position',
  { stored: storedVideo.length, sent: recording.length },
);

const heicHead = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
const heic = listingForm(fields.name, { bytes: heicHead, type: 'image/heic', name: 'IMG_0001.HEIC' });
const refused = await send('POST', '/api/services', heic, seller.json.token);
check(
  refused.status === 415 && /HEIC photo/.test(String(refused.json.message)),
  'a HEIC photo is refused with a clear message',
  refused,
);

const hidden = await send('GET', `/api/service/${posted.json._id}`);
check(hidden.status === 404, 'the listing is not public while the package awaits payment');
const payment = await send('POST', '/api/payments', { purpose: 'package', phone: '0712 345 678' }, seller.json.token);
check(payment.status === 201 && payment.json.amount === 2500, 'an M-Pesa prompt is sent through Daraja', payment);
let paid: Answer = payment.json;
for (let tries = 0; tries < 100 && paid.status === 'pending'; tries++) {
  await new Promise((resolve) => setTimeout(resolve, 100)); // the emulator's payer enters their PIN
  paid = (await send('GET', `/api/payments/${payment.json.id}`, undefined, seller.json.token)).json;
}
check(paid.status === 'paid' && /^[0-9A-F]{10}$/.test(paid.receipt), 'the callback reaches the Worker: paid', paid);

const detail = await send('GET', `/api/service/${posted.json._id}`);
check(detail.status === 200 && detail.json.name === fields.name, 'the listing reads back');
const found = await send('GET', `/api/services/search?query=${word}`);
check(
  Array.isArray(found.json) && found.json.some((s: { _id: string }) => s._id === posted.json._id),
  'full-text search finds it',
);

const buyer = await signUp('buyer');
check(buyer.status === 201, 'a buyer signs up');
const pushSubscription = await subscribeToPush(origin, buyer.json.token, check);
const date = addDays(nairobiDateKey(Date.now()), 3);
const booked = await send(
  'POST',
  '/api/appointments',
  {
    serviceId: Number(posted.json._id),
    date,
    time: '10:00 AM',
    name: 'Workers Journey',
    email: buyer.json.user.email,
    phoneNumber: '0712 345 678',
  },
  buyer.json.token,
);
check(
  booked.status === 201 && booked.json.status === 'requested',
  `a slot is booked (${date} 10:00 AM Nairobi)`,
  booked,
);
const again = await send('POST', '/api/appointments', {
  serviceId: Number(posted.json._id),
  date,
  time: '10:00 AM',
  name: 'Someone Else',
  email: `else.${unique}@example.com`,
  phoneNumber: '0722 000 111',
});
check(again.status === 409, 'the same slot again is refused with 409 (the unique index holds on libSQL)', again);
const free = await send('GET', `/api/services/free?date=${date}&from=09:00&to=12:00&q=${word}`);
const freeAt = (free.json.items as Array<{ _id: string; freeAt: string[] }> | undefined)?.find(
  (item) => item._id === posted.json._id,
)?.freeAt;
check(
  free.status === 200 && freeAt?.includes('09:00') && !freeAt.includes('10:00'),
  'the search by free time lists the listing that morning, without the time just booked',
  free,
);

const mine = await send('GET', '/api/me/bookings', undefined, buyer.json.token);
check(
  Array.isArray(mine.json) && mine.json.some((b: { id: number }) => b.id === booked.json.id),
  'the buyer reads the booking back',
);
const incoming = await send('GET', '/api/me/bookings?side=seller', undefined, seller.json.token);
check(
  Array.isArray(incoming.json) && incoming.json.some((b: { id: number }) => b.id === booked.json.id),
  'the seller sees it',
);
const confirmed = await send('POST', `/api/bookings/${booked.json.id}/confirm`, {}, seller.json.token);
check(
  confirmed.status === 200 && confirmed.json.status === 'confirmed',
  'the seller confirms it (status and event in one batch)',
);
await confirmationPushed(pushSubscription, check);

// The provider's calendar (decision 045): a move, blocked time, a walk-in and a note on a client.
const moved = await send('POST', `/api/bookings/${booked.json.id}/move`, { date, time: '11:00 AM' }, seller.json.token);
check(
  moved.status === 200 && moved.json.time === '11:00 AM',
  'the seller moves it to 11:00 AM (it stays confirmed)',
  moved,
);
const blocked = await send('POST', '/api/me/time-blocks', { date, from: '14:00', to: '16:00' }, seller.json.token);
const slotsLeft = await send('GET', `/api/services/${posted.json._id}/slots?date=${date}`);
const times = (slotsLeft.json as unknown as Array<{ time: string }>).map((slot) => slot.time);
check(
  blocked.status === 201 && !times.includes('3:00 PM') && times.includes('4:00 PM'),
  'the seller blocks 2 to 4 PM and its times leave the slots',
  { blocked, times },
);
const walkIn = await send(
  'POST',
  '/api/me/walk-ins',
  { serviceId: Number(posted.json._id), date, time: '1:00 PM', name: 'Mama Otieno', phoneNumber: '0733 111 222' },
  seller.json.token,
);
check(walkIn.status === 201 && walkIn.json.status === 'confirmed', 'the seller enters a walk-in, confirmed', walkIn);
const note = await send(
  'POST',
  '/api/me/clients/notes',
  { phone: '0733 111 222', note: 'Patch test done' },
  seller.json.token,
);
const clients = await send('GET', '/api/me/clients?q=otieno', undefined, seller.json.token);
check(
  note.status === 200 && clients.json.clients?.[0]?.note === 'Patch test done',
  'the walk-in is among the clients, with the note kept',
  clients,
);

await waitlistJourney(send, check, {
  serviceId: Number(posted.json._id),
  date,
  walkInId: walkIn.json.id,
  token: seller.json.token,
  unique,
});

await phoneJourney(
  origin,
  Number(posted.json._id),
  async () => (await send('GET', '/api/me/bookings?side=seller', undefined, seller.json.token)).json as never,
  check,
);

const removed = await send('DELETE', `/api/services/${posted.json._id}`, undefined, seller.json.token);
check(
  removed.status === 200 || removed.status === 204,
  'the seller removes the listing (its upcoming booking cancelled)',
  removed,
);
const after = await send('GET', '/api/me/bookings', undefined, buyer.json.token);
check(
  after.json.find((b: { id: number }) => b.id === booked.json.id)?.status === 'cancelled',
  'the buyer sees the booking cancelled',
);
console.log('workerd journey: every step passed');

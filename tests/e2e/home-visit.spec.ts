import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { addDays, nairobiDateKey } from '../../src/shared/booking-time';
import { expectAccessible, openEveryDay, payPackage, pickDay, postListing } from './support';
import { newPerson, post, registered, unique } from './people';
import { expectNoEnglish } from './swahili';

/** What the client reads, in each language; the provider works in English. */
const WORDS = {
  en: {
    path: '',
    legend: 'Who is free, when and where',
    atHome: 'At my place (the provider comes to me)',
    submit: 'Find free times',
    terms: 'Travel fee: Ksh 300, plus Ksh 50 for each km beyond 5 km.',
    address: 'Address (estate, road, house or flat)',
    landmark: 'A landmark near you (optional)',
    area: 'Your area',
    book: 'Book Appointment',
    yours: 'At your place: Kamakis Road, Palm Court, flat B4 (Next to the Naivas supermarket)',
    fee: 'Travel fee: Ksh 600',
    to: 'to',
    onTheWay: 'Neema Wambui is on the way',
    arrived: 'Neema Wambui has arrived',
    share: 'Share the visit with someone you trust',
    send: 'Send on WhatsApp',
    notYet: 'Not on the way yet',
    sinceTrip: 'On the way since',
    where: 'Where',
    myPlace: 'At my place',
    travel: 'Travel fee',
    pin: 'Pin where I am',
    pinned: /Pinned where you are: 1\d\.\d km from Kasarani\./,
  },
  sw: {
    path: '/sw',
    legend: 'Nani ana nafasi, lini na wapi',
    atHome: 'Nyumbani kwangu (mtoa huduma anakuja)',
    submit: 'Tafuta nafasi',
    terms: 'Nauli ya safari: Ksh 300, pamoja na Ksh 50 kwa kila km zaidi ya km 5.',
    address: 'Mahali pa miadi (mtaa, barabara, nyumba au fleti)',
    landmark: 'Alama ya karibu (si lazima)',
    area: 'Eneo lako',
    book: 'Weka Miadi',
    yours: 'Nyumbani kwako: Kamakis Road, Palm Court, flat B4 (Next to the Naivas supermarket)',
    fee: 'Nauli ya safari: Ksh 600',
    to: 'kwa',
    onTheWay: 'Neema Wambui yuko njiani',
    arrived: 'Neema Wambui amefika',
    share: 'Shiriki miadi na mtu unayemwamini',
    send: 'Tuma kwa WhatsApp',
    notYet: 'Bado hajaondoka',
    sinceTrip: 'Yuko njiani tangu',
    where: 'Mahali',
    myPlace: 'Nyumbani kwangu',
    travel: 'Nauli ya safari',
    pin: 'Weka alama nilipo',
    pinned: /Alama imewekwa ulipo: km 1\d\.\d kutoka Kasarani\./,
  },
} as const;

/**
 * A visit at the client's place (decision 043): the provider offers home visits from Kasarani, a
 * client finds it free today at their place in Ruiru, books on the booking page, sees the travel
 * fee, shares the visit with someone they trust, and on the day the provider marks On my way and
 * Arrived: the trusted person's page shows the trip, and the client's outbox holds both messages,
 * in the client's language.
 */
async function homeVisit(browser: Browser, info: TestInfo, locale: 'en' | 'sw') {
  const words = WORDS[locale];
  test.setTimeout(150_000);
  const stamp = unique();
  const seller = await registered(browser, info, {
    userName: 'Neema Wambui',
    email: `homeseller${stamp}@example.com`,
    accountType: 'seller',
    packageId: 'basic',
  });
  await payPackage(seller);
  await openEveryDay(seller);
  const name = `Braids at Your Home ${stamp}`;
  const listing = await postListing(seller, name, { location: 'Kasarani' });

  await seller.goto(`/post-service?edit=${listing._id}`);
  const terms = seller.getByRole('region', { name: 'Visits at the client’s place' });
  await terms.getByLabel('Do you go to clients?').selectOption('also');
  await terms.getByLabel('How far you go (km)').fill('12');
  await terms.getByLabel('Travel fee (Ksh)').fill('300');
  await terms.getByLabel('Km included in the travel fee').fill('5');
  await terms.getByLabel('Plus, for each km beyond those included (Ksh)').fill('50');
  await terms.getByLabel('Travel time kept before each home visit').selectOption('30');
  await terms.getByRole('button', { name: 'Save home visits' }).click();
  await expect(seller.getByText('Home visits saved.')).toBeVisible();

  const email = `homeclient${stamp}@example.com`;
  const client = await newPerson(browser, info, { extraHTTPHeaders: { 'Accept-Language': locale } });
  await client.goto(`${words.path}/about`);
  await post(client, '/api/register', {
    userName: 'Wairimu Njeri',
    email,
    phoneNumber: '0712 345 678',
    password: 'a good password',
    accountType: 'buyer',
  });
  // "Who is free today, at my place in Ruiru?": the search by free time, then a free start on the card.
  await client.goto(`${words.path}/search?q=${stamp}`);
  const form = client.getByRole('group', { name: words.legend });
  await form.locator('select[name="date"]').selectOption(nairobiDateKey(Date.now()));
  await form.locator('select[name="town"]').selectOption('Ruiru');
  await form.getByLabel(words.atHome).check();
  await form.getByRole('button', { name: words.submit }).click();
  await expect(client).toHaveURL(/atHome=1/);
  const found = client.locator('article', { hasText: name });
  // The trip is marked on the visit's day: late in the evening no time is left today.
  test.skip((await found.locator('.free-times a').count()) === 0, 'no time is left today for a visit to mark');
  await expect(found).toContainText('Kasarani · 11 km');
  await found.locator('.free-times a').first().click();
  await expect(client).toHaveURL(/where=home/);
  await expect(client.getByText(words.terms)).toBeVisible();
  await client.getByLabel(words.address).fill('Kamakis Road, Palm Court, flat B4');
  await client.getByLabel(words.landmark).fill('Next to the Naivas supermarket');
  await client.getByLabel(words.area).selectOption('ruiru');
  if (locale === 'sw') await expectNoEnglish(client);
  await expectAccessible(client);
  await client.getByRole('button', { name: words.book }).click();
  await expect(client).toHaveURL(/\/account\/bookings/);
  const booked = client.locator('.booking', { hasText: name });
  await expect(booked).toContainText(words.yours);
  await expect(booked).toContainText(words.fee);
  // The visit's details shared with someone the client trusts: the page the link opens is the one to send.
  await booked.getByRole('button', { name: words.share }).click();
  await expect(client).toHaveURL(new RegExp(`${words.path}/visit/[a-z2-7]{32}\\?shared=1$`));
  await expect(client.getByRole('link', { name: words.send })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const link = client.url().replace('?shared=1', '');
  const trusted = await newPerson(browser, info);
  await trusted.goto(link);
  await expect(trusted.locator('dl')).toContainText('Kamakis Road, Palm Court, flat B4');
  await expect(trusted.locator('[data-trip]')).toHaveText(words.notYet);
  if (locale === 'sw') await expectNoEnglish(trusted);
  await expectAccessible(trusted);

  await seller.goto('/account/bookings');
  const visit = seller.locator('.booking', { hasText: name });
  await expect(visit).toContainText('At the client’s place: Kamakis Road, Palm Court, flat B4');
  await expect(visit.getByRole('link', { name: 'Map' })).toHaveAttribute('href', /maps\.google\.com/);
  await visit.getByRole('button', { name: 'Confirm' }).click();
  await expect(seller.locator('.booking', { hasText: name }).getByRole('button', { name: 'On my way' })).toBeVisible();
  await seller.locator('.booking', { hasText: name }).getByRole('button', { name: 'On my way' }).click();
  await expect(seller.locator('.booking', { hasText: name })).toContainText('On the way since');
  await trusted.reload();
  await expect(trusted.locator('[data-trip]')).toContainText(words.sinceTrip);
  await expectAccessible(seller);
  await seller.locator('.booking', { hasText: name }).getByRole('button', { name: 'Arrived' }).click();
  await expect(seller.locator('.booking', { hasText: name })).toContainText('Arrived at');

  // The dialog asks where too: at my place, its times keep the travel time, and the summary the fee.
  await client.goto(`${words.path}/service/${listing._id}`);
  await client.locator(`aside [data-book-service="${listing._id}"]`).click();
  const dialog = client.getByRole('dialog');
  await dialog.getByRole('group', { name: words.where }).getByLabel(words.myPlace).check();
  await pickDay(client, addDays(nairobiDateKey(Date.now()), 2));
  await dialog.locator('.slot').first().click();
  await dialog.getByLabel(words.address).fill('Kamakis Road, Palm Court, flat B4');
  // A pin from the phone, where Ruiru is: its trip is reckoned as the booking will.
  await client.context().grantPermissions(['geolocation']);
  await client.context().setGeolocation({ latitude: -1.1467, longitude: 36.9608 });
  await dialog.getByRole('button', { name: words.pin }).click();
  await expect(dialog.getByText(words.pinned)).toBeVisible();
  await expect(dialog.locator('.choice-summary')).toContainText(`${words.travel}Ksh 600`);
  // The account's name and phone fill in the form's own fields.
  await expect(dialog.locator('#booking-name')).toHaveValue('Wairimu Njeri');
  await dialog.getByRole('button', { name: words.book }).last().click();
  await expect(dialog.getByText(/^#\d+$/)).toBeVisible();
  const mine = (await (await client.request.get('/api/me/bookings')).json()) as Array<{ home: { travelFee: number } }>;
  expect(mine.filter((booking) => booking.home?.travelFee === 600)).toHaveLength(2);
  await client.keyboard.press('Escape');

  await client.goto('/dev/outbox');
  await expect(client.getByRole('link', { name: `${words.to} ${email}: ${words.onTheWay}` })).toBeVisible();
  await expect(client.getByRole('link', { name: `${words.to} ${email}: ${words.arrived}` })).toBeVisible();
}

for (const locale of ['en', 'sw'] as const) {
  test(`a client books a visit at their place, and hears the provider's On my way and Arrived (${locale})`, async ({
    browser,
  }, info) => homeVisit(browser, info, locale));
}

import { expect, test } from '@playwright/test';
import { addDays, formatDateKey, nairobiDateKey, slotLabel } from '#shared/booking-time';
import { parseCalendar } from '../support/calendar';
import { bookButton, cancelBooking, chooseGeneralEnquiry, expectAccessible, pickDay } from './support';
import { newPerson, post, signedIn, tabTo, unique } from './people';

test('a buyer books by keyboard, the slot goes, the seller confirms and the buyer cancels', async ({
  browser,
  page: buyer,
}, testInfo) => {
  test.setTimeout(90_000);
  const seller = await signedIn(browser, testInfo, 'demo.seller@mabinti.test');
  const listings = (await (await seller.request.get('/api/me/services')).json()) as { _id: string; name: string }[];
  // Each project books its own listing, so the two can run side by side.
  const listing = listings[testInfo.project.name === 'phone' ? 1 : 0]!;
  const date = addDays(nairobiDateKey(Date.now()), testInfo.project.name === 'phone' ? 4 : 3);

  // The buyer: a new account, on the service page.
  await buyer.goto(`/service/${listing._id}`);
  const email = `booker${unique()}@example.com`;
  await post(buyer, '/api/register', {
    userName: 'Neema Wanjiku',
    email,
    phoneNumber: '0712 345 678',
    password: 'a strong password',
    accountType: 'buyer',
  });
  await buyer.reload();

  // Keyboard only: open the dialog, walk the calendar to the day, choose 9:00 AM, send.
  await bookButton(buyer).focus();
  await buyer.keyboard.press('Enter');
  const dialog = buyer.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(listing.name)).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Appointment' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: 'Enquiry' })).toBeDisabled();
  await expectAccessible(buyer);
  await tabTo(buyer, `document.activeElement?.closest('[data-day]') !== null`);
  for (let i = 0; i < 40; i++) {
    const focused = await buyer.evaluate(() => document.activeElement?.closest<HTMLElement>('[data-day]')?.dataset.day);
    if (focused === date) break;
    await buyer.keyboard.press('ArrowRight');
  }
  await buyer.keyboard.press('Enter');
  await expect(dialog.getByRole('group', { name: 'Morning' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Afternoon' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Evening' })).toBeVisible();
  // The spec's grid, 7:00 AM to 10:30 PM, less the starts too late for the option to end by 11:00 PM.
  const [option] = (await (await buyer.request.get(`/api/services/${listing._id}/options`)).json()) as Array<{
    durationMinutes: number;
  }>;
  const fitting = Array.from({ length: 32 }, (_, i) => 7 * 60 + i * 30).filter(
    (start) => start + option!.durationMinutes <= 23 * 60,
  );
  await expect(dialog.locator('.slot')).toHaveCount(fitting.length);
  await tabTo(buyer, `document.activeElement?.textContent === '9:00 AM'`);
  await buyer.keyboard.press('Enter');
  await expect(dialog.getByRole('tab', { name: 'Enquiry' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByText(`Selected Appointment: ${formatDateKey(date)} at 9:00 AM`)).toBeVisible();
  // Before Book: what it costs, how long it takes, and when it ends.
  const summary = dialog.getByRole('region', { name: 'Your booking' });
  await expect(summary).toContainText(/Price\s*Ksh [\d,]+/);
  await expect(summary).toContainText(/How long\s*(\d+ h|\d+ min)/);
  await expect(summary).toContainText(/9:00 AM to \d{1,2}:\d{2} (AM|PM)/);
  // Back to the times, and on again with the same time.
  await dialog.getByRole('button', { name: '← Back to the times' }).click();
  await expect(dialog.getByRole('tab', { name: 'Appointment' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: '9:00 AM', exact: true }).click();
  await expect(dialog.getByRole('tab', { name: 'Enquiry' })).toHaveAttribute('aria-selected', 'true');
  // Signed in: the account fills the fields in.
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expectAccessible(buyer);
  await tabTo(buyer, `document.activeElement?.id === 'booking-message'`);
  await buyer.keyboard.type('Shoulder-length knotless, please.');
  await buyer.keyboard.press('Tab');
  await buyer.keyboard.press('Enter');
  await expect(buyer.getByText('Appointment booked successfully!').first()).toBeVisible();
  // The dialog ends on a summary: the reference and where the booking stands.
  await expect(dialog.getByText(/^#\d+$/)).toBeVisible();
  await expect(dialog.locator('[data-status="requested"]')).toHaveText('Awaiting confirmation');
  await expect(
    dialog.getByText('Request sent: the provider confirms it, and we tell you as soon as they do.'),
  ).toBeVisible();
  await expectAccessible(buyer);
  await buyer.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bookButton(buyer)).toBeFocused();

  // A second visitor no longer finds 9:00 AM that day, and the form still asks for its fields.
  const visitor = await newPerson(browser, testInfo);
  await visitor.goto(`/service/${listing._id}`);
  await bookButton(visitor).click();
  await pickDay(visitor, date);
  const slots = visitor.getByRole('dialog').locator('.slot');
  await expect(slots.first()).toBeVisible();
  // The next free start is the first after the option booked at 9:00 AM ends.
  const free = slotLabel(fitting.find((start) => start >= 9 * 60 + option!.durationMinutes)!);
  await expect(visitor.getByRole('button', { name: free, exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: '9:00 AM', exact: true })).toHaveCount(0);
  await visitor.getByRole('button', { name: free, exact: true }).click();
  await visitor.getByRole('button', { name: 'Book Appointment' }).last().click();
  // Said once, above the button; each empty field says "Required".
  await expect(visitor.getByText('Please fill in all required fields')).toHaveCount(1);
  await expect(visitor.getByRole('dialog').getByText('Required', { exact: true }).first()).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toBeHidden();

  // The seller confirms it in the dashboard.
  const mine = (await (await buyer.request.get('/api/me/bookings')).json()) as { id: number }[];
  const bookingId = mine[0]!.id;
  await seller.goto('/account/bookings');
  const incoming = seller.locator(`#incoming [data-booking="${bookingId}"]`);
  await expect(incoming).toContainText('Neema Wanjiku');
  await expect(incoming).toContainText('Awaiting confirmation');
  await expect(incoming.getByRole('link', { name: 'WhatsApp the client' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/254712345678\?text=/,
  );
  await expectAccessible(seller);
  await incoming.getByRole('button', { name: /^Confirm/ }).click();
  await expect(seller.getByText('Booking confirmed')).toBeVisible();
  await expect(seller.locator(`#incoming [data-booking="${bookingId}"]`)).toContainText('Confirmed');

  // The buyer sees it confirmed, and cancels.
  await buyer.goto('/account/bookings');
  const booked = buyer.locator(`#mine [data-booking="${bookingId}"]`);
  await expect(booked).toContainText('Confirmed');
  // Each booking shows its reference, as its ticket does.
  await expect(booked).toContainText(`Ref #${bookingId}`);
  await expect(booked.getByRole('link', { name: 'WhatsApp the provider' })).toBeVisible();
  await expectAccessible(buyer);
  // Nothing wider than the screen, with a signed-in name in the header too.
  const width = buyer.viewportSize()!.width;
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await cancelBooking(booked);
  await expect(buyer.getByText('Booking cancelled')).toBeVisible();
  await expect(buyer.locator(`#mine [data-booking="${bookingId}"]`)).toContainText('Cancelled');
  await buyer.locator(`#mine [data-booking="${bookingId}"] summary`).click();
  await expect(buyer.locator(`#mine [data-booking="${bookingId}"] .booking-history li`)).toHaveCount(3);

  // The outbox holds the mails, each with a calendar file calendar apps accept.
  await buyer.goto('/dev/outbox');
  const subjects = ['Booking request received', 'Booking confirmed', 'Booking cancelled'];
  for (const subject of subjects) {
    await buyer.goto('/dev/outbox');
    await buyer.getByRole('link', { name: `to ${email}: ${subject}` }).click();
    const file = buyer.getByRole('link', { name: `mabinti-booking-${bookingId}.ics` });
    const ics = await (await buyer.request.get((await file.getAttribute('href'))!)).text();
    const event = parseCalendar(ics);
    expect(event.uid).toBe(`booking-${bookingId}@mabinti.co.ke`);
    expect(event.start).toBe(Date.parse(`${date}T09:00:00+03:00`));
    expect(event.status).toBe(
      { 'Booking request received': 'TENTATIVE', 'Booking confirmed': 'CONFIRMED' }[subject] ?? 'CANCELLED',
    );
  }
  await buyer.goto('/dev/outbox');
  await expect(
    buyer.getByRole('link', { name: /to demo\.seller@mabinti\.test: New booking request/ }).first(),
  ).toBeVisible();
  await Promise.all([visitor.context().close(), seller.context().close()]);
});

test('the landing page sends a general enquiry', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Book an Appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book an Appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Which service would you like to book?')).toBeVisible();
  await chooseGeneralEnquiry(page);
  await pickDay(page, addDays(nairobiDateKey(Date.now()), 2));
  await dialog.getByRole('button', { name: '4:00 PM' }).click();
  await dialog.getByLabel('Name').fill('Achieng Otieno');
  const email = `enquiry${unique()}@example.com`;
  await dialog.getByLabel('Email').fill(email);
  const phone = `07${String(unique()).slice(-8).padStart(8, '1')}`;
  await dialog.getByLabel('Phone number').fill(phone);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Book Appointment' }).click();
  // Not booked yet: the toast and the summary say the e-mail must be confirmed, and nothing else.
  await expect(page.locator('.toast').getByText(/We have e-mailed you a link/)).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Almost done: confirm your e-mail');
  await expect(page.getByText('Appointment booked successfully!')).toHaveCount(0);
  await expect(dialog.getByText(/We have e-mailed you a link/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // The dialog opens again empty, on the Appointment tab.
  await page.getByRole('link', { name: 'Book an Appointment' }).click();
  await chooseGeneralEnquiry(page);
  await expect(page.getByRole('tab', { name: 'Appointment' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Enquiry' })).toBeDisabled();

  // No account: the e-mail's secret link confirms the request and opens the booking; the guest
  // cancels it there.
  await page.goto('/dev/outbox');
  await page.getByRole('link', { name: `to ${email}: Please confirm your booking request` }).click();
  await page.getByRole('link', { name: /\/booking\/\d+\?key=/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  await expect(page.getByText('Thank you: your e-mail is confirmed')).toBeVisible();
  await expect(page.locator('.booking')).toContainText('Awaiting confirmation');
  await expect(page.locator('.booking')).toContainText('General enquiry');
  await expectAccessible(page);
  const managing = page.url();
  // The text about it opens the booking it names: shown, not changeable, and the managing link
  // e-mailed to the booking's own address with one button.
  await page.goto('/dev/outbox');
  await page.getByRole('link', { name: `to +254${phone.slice(1)}: Mabinti: Booking request received` }).click();
  await page.getByRole('link', { name: /\/booking\/\d+\?view=/ }).click();
  await expect(page.getByRole('heading', { name: /^Booking #\d+$/ })).toBeVisible();
  await expect(page.getByText('General enquiry')).toBeVisible();
  await expect(page.getByText('Awaiting confirmation')).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.locator('summary', { hasText: /^Cancel/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'E-mail me the link to change or cancel' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'We have e-mailed a new link to the address this booking was made with.' }),
  ).toBeVisible();
  // The new link replaces the first one.
  await page.goto(managing);
  await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  await page.goto('/dev/outbox');
  await page.getByRole('link', { name: `to ${email}: Your booking link` }).click();
  await page.getByRole('link', { name: /\/booking\/\d+\?key=/ }).click();
  await expect(page.getByRole('heading', { name: 'Your booking' })).toBeVisible();
  // Cancel comes last among what can be done with it.
  await expect(page.locator('.booking-actions > :not(.whatsapp)').last()).toHaveClass(/action-ask/);
  await cancelBooking(page);
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(page.locator('.booking')).toContainText('Cancelled');
  await page.goto(page.url().replace(/key=\w+/, 'key=guessed'));
  await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  // A lost link is sent again, to the booking's own address only, from a plain form.
  await expectAccessible(page);
  await page.getByLabel('The e-mail address you booked with').fill(email);
  await page.getByRole('button', { name: 'Send me the link again' }).click();
  await expect(page.getByText('If that is the e-mail address of this booking')).toBeVisible();
  await page.goto('/dev/outbox');
  await expect(page.getByRole('link', { name: `to ${email}: Your booking link` })).toHaveCount(2);
});

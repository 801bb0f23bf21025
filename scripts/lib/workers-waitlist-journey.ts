/** The waitlist in workerd (decision 046), a step of scripts/check-workers-journey.ts. */
type Check = (condition: unknown, step: string, detail?: unknown) => void;
type Send = (
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; json: Record<string, unknown> }>;

export async function waitlistJourney(
  send: Send,
  check: Check,
  at: { serviceId: number; date: string; walkInId: number; token: string; unique: string },
) {
  // The waitlist (decision 046): a guest waits for 1:00 PM, the walk-in is withdrawn, and the time is
  // offered to her after the answer (the request's waitUntil), as the provider's list shows.
  const waits = await send('POST', '/api/waitlist', {
    serviceId: at.serviceId,
    fromDate: at.date,
    toDate: at.date,
    earliest: '1:00 PM',
    latest: '1:00 PM',
    name: 'Njeri Waiting',
    email: `njeri.${at.unique}@example.com`,
    phoneNumber: '0722 000 555',
  });
  const withdrawn = await send('POST', `/api/bookings/${at.walkInId}/withdraw`, { reason: 'Closed early' }, at.token);
  let offered: unknown = null;
  for (let tries = 0; tries < 50 && !offered; tries++) {
    const list = await send('GET', '/api/me/waitlist/clients', undefined, at.token);
    offered = (list.json.entries as Array<{ offer: unknown }> | undefined)?.[0]?.offer ?? null;
    if (!offered) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  check(
    waits.status === 201 && withdrawn.status === 200 && offered !== null,
    'a guest waits for 1:00 PM; the walk-in withdrawn, the time is offered to her',
    { waits, withdrawn, offered },
  );
}

import type { createApp } from '#functions/api/app';

/**
 * Who may call each API route: the one table the authorization matrix and the fuzzing read
 * (issue 42). A route added to the app without a line here fails the suite.
 * - anyone: no account needed (what it does may still need a key in its body, like a guest's);
 * - signed-in: any account; seller: a seller's account; staff: a moderator or an admin; admin;
 * - provider: a callback from M-Pesa, Africa's Talking or WhatsApp, refused without its secret.
 */
export type Who = 'anyone' | 'signed-in' | 'seller' | 'staff' | 'admin' | 'provider';

export const ROUTE_RULES: ReadonlyMap<string, Who> = new Map<string, Who>([
  ['POST /api/bookings/:id/review', 'anyone'],
  ['POST /api/reviews/:id', 'anyone'],
  ['POST /api/reviews/:id/reply', 'seller'],
  ['POST /api/reviews/:id/report', 'signed-in'],
  ['GET /api/services/:id/reviews', 'anyone'],
  ['GET /api/services/:id/ratings', 'anyone'],
  ['POST /api/bookings/:id/deposit', 'signed-in'],
  ['GET /api/bookings/:id/deposit', 'signed-in'],
  ['GET /api/services/free', 'anyone'],
  ['GET /api/services/:id/slots', 'anyone'],
  ['GET /api/services/:id/days', 'anyone'],
  ['GET /api/services/:id/options', 'anyone'],
  ['GET /api/services/:id/home', 'anyone'],
  ['GET /api/services/:id/companions', 'anyone'],
  ['GET /api/slots', 'anyone'],
  ['POST /api/appointments', 'anyone'],
  ['POST /api/series/plan', 'anyone'],
  ['POST /api/series', 'signed-in'],
  ['POST /api/waitlist', 'anyone'],
  ['GET /api/me/waitlist', 'signed-in'],
  ['GET /api/me/waitlist/clients', 'seller'],
  ['POST /api/me/waitlist/:id/leave', 'signed-in'],
  ['POST /api/me/waitlist/:id/take', 'signed-in'],
  ['POST /api/me/waitlist/:id/pass', 'signed-in'],
  ['POST /api/me/waitlist/:id/offer', 'seller'],
  ['GET /api/waitlist/offers/:key', 'anyone'],
  ['POST /api/waitlist/offers/:key/take', 'anyone'],
  ['POST /api/waitlist/offers/:key/pass', 'anyone'],
  ['GET /api/services/:id/sessions', 'anyone'],
  ['POST /api/bookings/:id/tip', 'signed-in'],
  ['GET /api/me/classes/:id/week', 'seller'],
  ['POST /api/me/classes/:id/week', 'seller'],
  ['GET /api/me/classes/:id/roster', 'seller'],
  ['POST /api/me/classes/:id/call-off', 'seller'],
  ['GET /api/me/bookings', 'signed-in'],
  ['POST /api/bookings/:id/link', 'anyone'],
  ['GET /api/bookings/:id/calendar', 'anyone'],
  ['POST /api/bookings/:id/trip/:step', 'signed-in'],
  ['POST /api/bookings/:id/share', 'anyone'],
  ['POST /api/bookings/:id/share/stop', 'anyone'],
  ['POST /api/bookings/:id/:action', 'signed-in'],
  ['GET /api/me/availability', 'seller'],
  ['PUT /api/me/availability/week', 'seller'],
  ['PUT /api/me/availability/settings', 'seller'],
  ['POST /api/me/availability/settings', 'seller'],
  ['POST /api/me/availability/confirm', 'seller'],
  ['POST /api/me/availability/blocked-dates', 'seller'],
  ['DELETE /api/me/availability/blocked-dates/:date', 'seller'],
  ['GET /api/services/search', 'anyone'],
  ['GET /api/services', 'anyone'],
  ['GET /api/services/:categoryId', 'anyone'],
  ['GET /api/subcategory', 'anyone'],
  ['GET /api/service/:id', 'anyone'],
  ['POST /api/register', 'anyone'],
  ['POST /api/login', 'anyone'],
  ['POST /api/logout', 'anyone'],
  ['GET /api/me', 'signed-in'],
  ['PATCH /api/me', 'signed-in'],
  ['POST /api/me/password', 'signed-in'],
  ['POST /api/password-reset', 'anyone'],
  ['POST /api/password-reset/confirm', 'anyone'],
  ['GET /api/packages', 'anyone'],
  ['POST /api/services', 'seller'],
  ['POST /api/services/:id/media', 'seller'],
  ['POST /api/uploads/video', 'seller'],
  ['DELETE /api/services/:id/media/:mediaId', 'seller'],
  ['PATCH /api/services/:id', 'seller'],
  ['POST /api/services/:id/rules', 'seller'],
  ['POST /api/services/:id/home-visits', 'seller'],
  ['DELETE /api/services/:id', 'seller'],
  ['GET /api/me/services', 'seller'],
  ['POST /api/contact', 'anyone'],
  ['GET /api/media/*', 'anyone'],
  ['POST /api/payments', 'seller'],
  ['GET /api/payments/:id', 'seller'],
  ['GET /api/me/payments', 'seller'],
  ['POST /api/me/package', 'seller'],
  ['POST /api/check-seller-payment', 'anyone'],
  ['POST /api/payments/mpesa/:secret', 'provider'],
  ['POST /api/payouts/mpesa/:id/:secret/:kind', 'provider'],
  ['GET /api/me/money', 'signed-in'],
  ['GET /api/me/team', 'seller'],
  ['POST /api/me/team', 'seller'],
  ['PUT /api/me/team/:id', 'seller'],
  ['POST /api/me/team/:id/days-off', 'seller'],
  ['DELETE /api/me/team/:id/days-off/:date', 'seller'],
  ['POST /api/me/team/:id', 'seller'],
  ['POST /api/me/team/:id/days-off/:date/remove', 'seller'],
  ['POST /api/me/time-blocks', 'seller'],
  ['POST /api/me/walk-ins', 'seller'],
  ['GET /api/me/clients', 'seller'],
  ['GET /api/me/clients/csv', 'seller'],
  ['POST /api/me/clients/notes', 'seller'],
  ['DELETE /api/me/time-blocks/:id', 'seller'],
  ['POST /api/me/time-blocks/:id/remove', 'seller'],
  ['POST /api/me/team/:id/photo', 'seller'],
  ['POST /api/me/team/:id/photo/remove', 'seller'],
  ['POST /api/me/team/:id/invite', 'seller'],
  ['POST /api/me/team/:id/sign-in/stop', 'seller'],
  ['POST /api/me/team/:id/calendar', 'seller'],
  ['POST /api/team/join', 'signed-in'],
  ['POST /api/me/data', 'signed-in'],
  ['POST /api/ussd', 'provider'],
  ['POST /api/dev/phone', 'anyone'],
  ['POST /api/admin/people/:id/export', 'admin'],
  ['POST /api/admin/people/:id/erase', 'admin'],
  ['GET /api/me/data/:id', 'signed-in'],
  ['POST /api/me/delete', 'signed-in'],
  ['POST /api/dev/chat', 'anyone'],
  ['POST /api/me/phone/code', 'signed-in'],
  ['POST /api/me/phone/link', 'signed-in'],
  ['POST /api/me/phone/unlink', 'signed-in'],
  ['GET /api/me/push', 'signed-in'],
  ['POST /api/me/push', 'signed-in'],
  ['DELETE /api/me/push', 'signed-in'],
  ['POST /api/bookings/:id/data', 'anyone'],
  ['GET /api/calendar/:file', 'anyone'],
  ['GET /api/services/:id/members', 'anyone'],
  ['POST /api/favourites', 'signed-in'],
  ['POST /api/favourites/:serviceId', 'signed-in'],
  ['DELETE /api/favourites/:serviceId', 'signed-in'],
  ['GET /api/me/favourites', 'signed-in'],
  ['GET /api/me/notifications', 'signed-in'],
  ['POST /api/me/notifications', 'signed-in'],
  ['POST /api/notifications/stop/:key', 'anyone'],
  ['POST /api/notify/sms/reports', 'provider'],
  ['POST /api/notify/sms/inbound', 'provider'],
  ['GET /api/notify/whatsapp', 'provider'],
  ['POST /api/notify/whatsapp', 'provider'],
  ['POST /api/services/:id/reports', 'anyone'],
  ['GET /api/admin/dashboard', 'staff'],
  ['GET /api/admin/reports', 'staff'],
  ['POST /api/admin/listings/:id/hide', 'staff'],
  ['POST /api/admin/listings/:id/restore', 'staff'],
  ['POST /api/admin/reviews/:id/hide', 'staff'],
  ['POST /api/admin/reviews/:id/restore', 'staff'],
  ['POST /api/admin/reports/:type/:id/dismiss', 'staff'],
  ['GET /api/admin/messages', 'staff'],
  ['POST /api/admin/messages/:id/answer', 'staff'],
  ['GET /api/admin/audit', 'staff'],
  ['GET /api/admin/people', 'admin'],
  ['POST /api/admin/people/:id/suspend', 'admin'],
  ['POST /api/admin/people/:id/reinstate', 'admin'],
  ['POST /api/admin/people/:id/role', 'admin'],
  ['GET /api/admin/payments', 'admin'],
  ['POST /api/admin/payments/reconcile', 'admin'],
  ['GET /api/admin/payouts', 'admin'],
  ['POST /api/admin/payouts/run', 'admin'],
  ['POST /api/admin/payouts/:id/:action', 'admin'],
  ['GET /api/health', 'anyone'],
]);

export interface ApiRoute {
  method: string;
  /** As the app declares it: `/api/services/:id/media`. */
  path: string;
  key: string;
}

/** Every route the app answers, once each (middleware registrations left out). */
export function apiRoutes(app: ReturnType<typeof createApp>): ApiRoute[] {
  const routes = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL') continue;
    const key = `${method} ${path}`;
    routes.set(key, { method, path, key });
  }
  return [...routes.values()];
}

/** Placeholders that reach a route's handler: ids nobody has, a known category, a date. */
const SAMPLE: Record<string, string> = {
  id: '999999',
  action: 'cancel',
  categoryId: 'hair',
  serviceId: '999999',
  mediaId: '1',
  date: '2030-01-01',
  type: 'listing',
  secret: 'not-the-secret',
  key: 'not-the-key',
};

/** The route's path with each parameter filled by `fill` (placeholders by default). */
export function pathOf(route: ApiRoute, fill: (name: string) => string = (name) => SAMPLE[name] ?? 'x'): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => fill(name)).replace('*', () => fill('file'));
}

/** Routes that read a body. */
export const readsBody = (route: ApiRoute) => ['POST', 'PUT', 'PATCH'].includes(route.method);

/**
 * How a seller takes bookings (decision 014): the numbers the slot engine, the server's checks and
 * the settings form share.
 */
export interface BookingSettings {
  /** Rest after each booking before the next may start. */
  bufferMinutes: number;
  /** Time kept free before each booking (getting ready). */
  bufferBeforeMinutes: number;
  /** Clients at once (chairs in a salon); 1 for someone working alone. */
  capacity: number;
  /** No booking starting sooner than this from now. */
  noticeMinutes: number;
  /** How many days ahead may be booked. */
  horizonDays: number;
}

/** A new seller's rules (decision 042): two hours' notice, two months ahead, no buffers. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  bufferMinutes: 0,
  bufferBeforeMinutes: 0,
  capacity: 1,
  noticeMinutes: 120,
  horizonDays: 60,
};

export const SETTINGS_LIMITS = {
  bufferMinutes: { min: 0, max: 60 },
  bufferBeforeMinutes: { min: 0, max: 60 },
  capacity: { min: 1, max: 20 },
  noticeMinutes: { min: 0, max: 7 * 24 * 60 },
  horizonDays: { min: 1, max: 365 },
} as const;

/**
 * The hours of a seller who never set theirs (decision 042), Sunday first: Monday to Saturday,
 * 8:00 to 18:00. They are shown to confirm before a seller's first listing goes live.
 */
const ORDINARY_DAY = { opens: 8 * 60, closes: 18 * 60 };
export const ORDINARY_WEEK: Array<{ opens: number; closes: number } | null> = [
  null,
  ...Array.from({ length: 6 }, () => ORDINARY_DAY),
];

/** The choices the settings and rules forms offer, in minutes: notice, and a buffer before or after. */
export const NOTICE_CHOICES = [0, 60, 120, 240, 720, 1440, 2880] as const;
export const BUFFER_CHOICES = [0, 10, 15, 30, 45, 60] as const;
/** And days ahead. */
export const HORIZON_CHOICES = [7, 14, 30, 60, 90, 180, 365] as const;

/** A listing booked the old way (no options given) takes one 30-minute slot. */
export const DEFAULT_DURATION_MINUTES = 30;
export const DURATION_STEP_MINUTES = 15;
export const DURATION_MAX_MINUTES = 10 * 60;

/**
 * A booking's hold on the seller's time (UTC ms): from its start less the time kept before it
 * (a buffer, travel to a home visit) until its end plus the buffer after it.
 */
export interface Busy {
  blocksFrom: number;
  blocksUntil: number;
  /** Blocked time (decision 045): it takes every place at once, not one. */
  whole?: boolean;
}

/** How many of `busy` a booking holding [blocksFrom, blocksUntil) would overlap; blocked time counts as all of them. */
export const overlapping = (busy: readonly Busy[], blocksFrom: number, blocksUntil: number) => {
  const met = busy.filter((other) => other.blocksFrom < blocksUntil && blocksFrom < other.blocksUntil);
  return met.some((other) => other.whole) ? Infinity : met.length;
};

import type { HomeOffer } from '#shared/home-visits';
import type { MessageKey } from '#shared/i18n/en';
import type { Draft, Listed, Upcoming } from './steps';

/**
 * What the booking conversation asks of the product, for one phone identity (./data.ts): the
 * same catalogue, slots, booking and cancelling functions the web uses, so no rule has a second copy.
 */
export interface MenuPort {
  /** The identity's name, asked once at its first booking. */
  name: string | null;
  /** Whether the session's line is Safaricom's, so an M-Pesa prompt can go to it. */
  safaricom: boolean;
  /** Whether to ask which number pays a deposit (a chat, where typing another is easy), not assume this one. */
  askPayer?: boolean;
  /** A typed M-Pesa number in E.164, or null when it is not one. */
  mpesaNumber(text: string): Promise<string | null>;
  services(category: string, town: string | null, page: number): Promise<{ items: Listed[]; more: boolean }>;
  listing(id: number): Promise<Listed | null>;
  options(serviceId: number): Promise<Array<Listed & { price: number; deposit: number | null }>>;
  /** A team's members who do the option, with their own price where they have one. */
  members(
    serviceId: number,
    optionName: string,
  ): Promise<Array<{ id: string; name: string; price?: number; deposit?: number | null }>>;
  /** What the listing offers at the client's place; null when it comes to no one's. */
  homeOffer(serviceId: number): Promise<HomeOffer | null>;
  days(draft: Draft): Promise<string[]>;
  times(draft: Draft & { date: string }): Promise<string[]>;
  book(
    draft: Draft,
    name: string,
  ): Promise<{ id: number; deposit: number | null } | { refused: 'ussd.taken' | 'ussd.refused' }>;
  /** Joins the listing's waitlist for the next WAIT_DAYS days, any time; why not, when it cannot. */
  wait(draft: Draft, name: string): Promise<true | { refused: MessageKey }>;
  upcoming(): Promise<Upcoming[]>;
  /** Cancels it: false when the usual rules no longer allow it, else the deposit that comes back (null when none does). */
  cancel(id: number): Promise<false | { refund: number | null }>;
  /** Moves the booking under the web's rules; why not, when it cannot. */
  move(id: number, date: string, time: string): Promise<true | { refused: 'ussd.taken' | 'ussd.refused' }>;
  /** Where the booking's provider is, and a map link to it; null when the listing says nowhere. */
  place(serviceId: number | null): Promise<{ place: string; map: string } | null>;
}

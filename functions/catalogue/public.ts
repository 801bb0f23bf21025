/** What other features read of the catalogue: listings, their options and media, a seller's contact. */
import type { Database, Queries } from '#functions/db/client';
import * as repo from './repository';
import * as facts from './seller-facts-repository';

export const findService = (db: Queries, id: number) => repo.findService(db, id);
export const findServices = (db: Database, ids: number[]) => repo.findServices(db, ids);
export const optionOf = (db: Database, serviceId: number, optionId?: number) => repo.optionOf(db, serviceId, optionId);
export const optionsOf = (db: Database, serviceId: number) => repo.optionsOf(db, serviceId);
export const optionsOfMany = (db: Database, serviceIds: number[]) => repo.optionsOfMany(db, serviceIds);
export const mediaOf = (db: Database, serviceIds: number[]) => repo.mediaOf(db, serviceIds);
export const latestListingOf = (db: Database, sellerId: string) => repo.latestListingOf(db, sellerId);
export const liveListingsOfSeller = (db: Database, sellerId: string, now: number, limit: number) =>
  repo.liveListingsOfSeller(db, sellerId, now, limit);
export const findSellerContact = (db: Queries, sellerId: string) => repo.findSellerContact(db, sellerId);
export const listingFactsOf = (db: Database, sellerId: string) => facts.listingFactsOf(db, sellerId);

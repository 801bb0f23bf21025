import type { Database } from '../db/client';
import type { MediaStorage } from '../media/storage';

/** What the API and the pages need from the place they run on. */
export interface Platform {
  db: Database;
  storage: MediaStorage;
}

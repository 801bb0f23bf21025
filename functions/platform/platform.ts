import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { ImageProcessor } from '../media/images';
import type { MediaStorage } from '../media/storage';
import type { Config } from './config';

/** What the API and the pages need from the place they run on. */
export interface Platform {
  db: Database;
  storage: MediaStorage;
  mailer: Mailer;
  images: ImageProcessor;
  config: Config;
}

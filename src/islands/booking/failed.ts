import { ApiError } from '#browser/api';
import { SOMETHING_WENT_WRONG } from '#shared/messages';

/** What a failed call says, in the page's language. */
export const failed = (message: (english: string) => string, error: unknown) =>
  message(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);

/** Favourites' words, for the API and the heart's script alike (no schema: the script stays small). */
export const FAVOURITE_MESSAGES = {
  notFound: 'favouriteMessages.notFound',
  saved: 'favouriteMessages.saved',
  removed: 'favouriteMessages.removed',
  signIn: 'favouriteMessages.signIn',
} as const;

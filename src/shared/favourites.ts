/** Favourites' words, for the API and the heart's script alike (no schema: the script stays small). */
export const FAVOURITE_MESSAGES = {
  notFound: 'Service not found',
  saved: 'Saved to your favourites',
  removed: 'Removed from your favourites',
  signIn: 'Please sign in to save favourites',
} as const;

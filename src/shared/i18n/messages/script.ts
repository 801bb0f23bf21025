/** The script messages in English, by key (decision 020): the spec's words where it has them. */
export const scriptMessagesEn = {
  'favouriteMessages.notFound': 'Service not found',
  'favouriteMessages.saved': 'Saved to your favourites',
  'favouriteMessages.removed': 'Removed from your favourites',
  'favouriteMessages.signIn': 'Please sign in to save favourites',
  'scriptNotices.signInToPost': 'Please sign in to post a service',
  'scriptNotices.sellersOnly': 'Only sellers can post services',
  'scriptNotices.invalidUser': 'Invalid user data',
  'scriptNotices.settingsSaved': 'Booking settings saved',
  'reviewNotices.reported': 'Thank you. A moderator will look at this review.',
  'reviewNotices.replied': 'Your reply is posted',
  'reviewNotices.saved': 'Thank you for your review!',
  'scriptNotices.confirmDecline': 'Decline this booking?',
} as const;

export type ScriptMessagesKey = keyof typeof scriptMessagesEn;

/** User-facing texts the spec fixes word for word, shared by pages, islands and the API. */
export const MESSAGES = {
  tagline: 'messages.tagline',
  footerDescription: 'messages.footerDescription',
  emptyCategory: 'messages.emptyCategory',
  landingLoadFailed: 'messages.landingLoadFailed',
  listLoadFailed: 'messages.listLoadFailed',
  searchLoadFailed: 'messages.searchLoadFailed',
  noSearchQuery: 'messages.noSearchQuery',
  noLocation: 'messages.noLocation',
  noSubcategory: 'messages.noSubcategory',
  noServicesFound: 'messages.noServicesFound',
  serviceNotFound: 'messages.serviceNotFound',
  notFoundText: 'messages.notFoundText',
} as const;

export const SUPPORT_EMAIL = 'support@mabinti.co.ke';

/** What a failure with no message of its own says (the API client's default, a form's fallback). */
export const SOMETHING_WENT_WRONG = 'messages.somethingWentWrong';

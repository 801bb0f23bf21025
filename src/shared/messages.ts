/** User-facing texts the spec fixes word for word, shared by pages, islands and the API. */
export const MESSAGES = {
  tagline: 'Find the perfect services near you',
  footerDescription: 'Your one-stop platform for beauty, fashion, health, and lifestyle services across Kenya',
  emptyCategory: 'No services available in this category yet.',
  landingLoadFailed: 'Failed to load services. Please try again later.',
  listLoadFailed: 'Failed to load services. Please try again.',
  searchLoadFailed: 'Failed to load search results. Please try again.',
  noSearchQuery: 'No search query provided.',
  noLocation: 'No location provided.',
  noSubcategory: 'No subcategory provided.',
  noServicesFound: 'No services found',
  serviceNotFound: 'Service Not Found',
  notFoundText:
    "Sorry, we couldn't find the page you're looking for. The page might have been removed, had its name changed, or is temporarily unavailable.",
} as const;

export const SUPPORT_EMAIL = 'support@mabinti.co.ke';

/** What a failure with no message of its own says (the API client's default, a form's fallback). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

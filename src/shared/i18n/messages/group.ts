/** Booking for several people at once (decision 048), in English. */
export const groupMessagesEn = {
  'group.oneKind': 'Book for several people, or several services, or at your place: one at a time.',
  'group.notTogether': 'Not enough free chairs for everyone at once then: choose one after another, or another time.',
  'group.title': 'Book for several people',
  'group.lead':
    'You and up to seven others, in one booking with one deposit: a bride and her maids, a family’s haircuts.',
  'group.you': 'You',
  'group.person': 'Person {n}',
  'group.personName': 'Name of person {n}',
  'group.personOption': 'Service for person {n}',
  'group.how': 'How',
  'group.oneAfterAnother': 'One after another',
  'group.together': 'Side by side (each with their own stylist)',
  'group.submit': 'Book for everyone',
  'group.for': 'For {name}',
} as const;

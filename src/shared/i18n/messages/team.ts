/** A seller's team in English, by key (issue 39, decision 027). */
export const teamMessagesEn = {
  'team.notFound': 'Team member not found',
  'team.nameRequired': "Please enter the team member's name",
  'team.tooMany': 'A business can have at most {max} team members',
  'team.notYourListing': 'Choose listings of your own',
  'team.memberUnavailable':
    'That team member does not take bookings for this service. Choose another, or anyone available.',
  'team.date': 'Please choose a date',
  'team.anyone': 'Anyone available',
  'team.with': 'with {name}',
} as const;

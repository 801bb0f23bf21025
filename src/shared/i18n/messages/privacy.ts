/** People's own data in English, by key (decision 028). */
export const privacyMessagesEn = {
  'privacy.title': 'Your data',
  'privacy.link': 'Your data: download or delete',
  'privacy.lead':
    'Everything Mabinti holds about you is yours to see, correct or delete (Kenya Data Protection Act, 2019).',
  'privacy.download.title': 'Download your data',
  'privacy.download.lead':
    'One file with everything we hold about you: your profile, bookings, the messages we sent you, reviews, favourites, payments and refunds with their receipts, and your pictures.',
  'privacy.download.button': 'Download my data',
  'privacy.download.queued':
    'We are making your file. We will e-mail you when it is ready, and it will be listed here.',
  'privacy.download.ready': 'Your file of {made} is ready until {until}.',
  'privacy.download.making': 'Your file of {made} is being made.',
  'privacy.download.failed': 'Your file of {made} could not be made. Please ask again.',
  'privacy.download.get': 'Download',
  'privacy.correct.title': 'Correct your details',
  'privacy.correct.lead': 'Change your name or phone number with Edit profile on My Account.',
  'privacy.delete.title': 'Delete my account',
  'privacy.delete.lead': 'This cannot be undone. When you delete your account:',
  'privacy.delete.bookings':
    'Your upcoming bookings are cancelled under the usual rules, and deposits owed back go to the M-Pesa number that paid them.',
  'privacy.delete.upcoming': 'Your upcoming bookings, and what happens to each:',
  'privacy.delete.depositBack':
    '{service}, {when}: cancelled. The Ksh {amount, number} deposit comes back to the M-Pesa number that paid it, within minutes.',
  'privacy.delete.depositKept':
    '{service}, {when}: cancelled. The Ksh {amount, number} deposit is kept: it is less than 24 hours before the visit.',
  'privacy.delete.noDeposit': '{service}, {when}: cancelled, and the provider is told.',
  'privacy.delete.guest':
    'Bookings you made as a guest, without signing in, are not part of your account: manage or cancel them with the link in their e-mail. Once a guest visit has passed, deleting your account removes your name, e-mail and phone from it too.',
  'privacy.delete.listings': 'Your listings are removed, and clients with upcoming bookings are told.',
  'privacy.delete.reviews': 'Reviews you wrote stay, signed "a former client", so ratings stay honest.',
  'privacy.delete.money':
    'Payment records are kept for seven years, as tax law requires, without your name, e-mail or phone.',
  'privacy.delete.signIn': 'You are signed out everywhere and can no longer sign in. We e-mail you to confirm.',
  'privacy.delete.password': 'Your password',
  'privacy.delete.understand': 'I understand that this cannot be undone',
  'privacy.delete.button': 'Delete my account',
  'privacy.deleted.title': 'Your account is deleted',
  'privacy.deleted.text':
    'Your account and the personal data in it are deleted. We have sent a confirmation to your e-mail address.',
  'privacy.staffRole': 'A staff account cannot be deleted while it has a role. Ask another admin to remove it first.',
  'privacy.owedFirst':
    'You are still owed Ksh {amount, number}. We are sending it to your M-Pesa number; delete your account once it has arrived.',
  'privacy.bookingSoon':
    'You have a booking in the next 2 hours, too late to cancel. You can delete your account after it.',
  'privacy.mustConfirm': 'Tick the box to confirm that you understand.',
  'privacy.formerClient': 'A former client',
  'privacy.guest.title': 'Your data on this booking',
  'privacy.guest.button': "Download this booking's data",
  'privacy.mail.ready.subject': 'Your Mabinti data is ready',
  'privacy.mail.ready.text': 'The file with your data is ready. Download it from the page below until {until}.',
  'privacy.mail.erased.subject': 'Your Mabinti account is deleted',
  'privacy.mail.erased.text':
    'Your account and the personal data in it are deleted, as asked. Payment records are kept for seven years without your name, e-mail or phone. If you did not ask for this, reply to this e-mail.',
} as const;

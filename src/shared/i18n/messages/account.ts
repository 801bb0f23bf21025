/** The account messages in English, by key (decision 020): the spec's words where it has them. */
export const accountMessagesEn = {
  'accountMessages.email': 'Please enter a valid email address',
  'accountMessages.passwordRequired': 'Password is required',
  'accountMessages.firstName': 'First name must be at least 2 characters',
  'accountMessages.lastName': 'Last name must be at least 2 characters',
  'accountMessages.password': 'Password must be at least 8 characters',
  'accountMessages.passwordsDiffer': "Passwords don't match",
  'accountMessages.choosePackage': 'Please select a package to continue',
  'accountMessages.signInFailed': 'Failed to sign in. Please check your credentials.',
  'accountMessages.signUpFailed': 'Failed to create account. Please try again.',
  'accountMessages.signedIn': 'Successfully signed in!',
  'accountMessages.accountCreated': 'Account created successfully!',
  'accountMessages.emailTaken': 'An account with this email already exists. Please sign in instead.',
  'accountMessages.signInRequired': 'Please sign in to continue.',
  'accountMessages.crossSite': 'This request did not come from Mabinti and was refused.',
  'accountMessages.commonPassword':
    'This password is easy to guess: it is common, or made of repeated or sequential characters, names, places or this site’s name. A few words that do not belong together make a strong one.',
  'phoneMessages.phone': 'Please enter a valid phone number',
  'phoneMessages.phoneAfterCleaning': 'Invalid phone number format after cleaning',
  'resetMessages.requested':
    'If an account exists for that email, we have sent a link to reset the password. It works for one hour.',
  'resetMessages.changed': 'Your password has been changed. Please sign in with your new password.',
  'contactMessages.name': 'Name must be at least 2 characters',
  'contactMessages.phone': 'Phone number must be at least 10 digits',
  'contactMessages.subject': 'Subject must be at least 5 characters',
  'contactMessages.message': 'Message must be at least 10 characters',
  'contactMessages.sent': "Message sent successfully! We'll get back to you soon.",
  'contactMessages.failed': 'Failed to send message. Please try again.',
} as const;

export type AccountMessagesKey = keyof typeof accountMessagesEn;

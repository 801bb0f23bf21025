/** Linking an account to the number it books by phone with, in English (decision 029). */
export const phoneLinkMessagesEn = {
  'phoneLink.title': 'Your phone bookings',
  'phoneLink.link': 'Phone bookings',
  'phoneLink.lead':
    'Booked from a phone, by USSD or by text? Link that number to this account and those bookings show in My Bookings. We text the number a code to check that it is yours.',
  'phoneLink.linkedTo': 'Linked: {phone}, since {day}.',
  'phoneLink.linkedNote': 'Bookings you make from this number now show in My Bookings too.',
  'phoneLink.unlink': 'Unlink this number',
  'phoneLink.unlinkNote': 'Bookings already in your account stay there.',
  'phoneLink.phone': 'Phone number',
  'phoneLink.send': 'Text me a code',
  'phoneLink.code': 'Code from the text',
  'phoneLink.confirm': 'Link this number',
  'phoneLink.pending': 'We texted a code to {phone}. It works until {time}.',
  'phoneLink.sent': 'Code sent. Type it below.',
  'phoneLink.linked': 'Number linked. Its bookings are in My Bookings.',
  'phoneLink.unlinked': 'Number unlinked.',
  'phoneLink.phoneInvalid': 'Enter a valid mobile number, for example 0712 345 678.',
  'phoneLink.codeWrong': 'That code is not right. Check the text and try again.',
  'phoneLink.codeExpired': 'That code has expired or had too many tries. Ask for a new one.',
  'phoneLink.sms.subject': 'Your Mabinti code',
  'phoneLink.sms.text':
    'Mabinti code: {code}. It links this phone to your Mabinti account and works for {minutes} minutes. Do not share it.',
} as const;

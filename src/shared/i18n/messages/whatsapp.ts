/** The booking conversation on WhatsApp in English; its steps share the USSD menu's words. */
export const whatsappMessagesEn = {
  'wa.welcome': 'Karibu to Mabinti! Book beauty, hair, health and more, right here in this chat.',
  'wa.choose': 'Choose',
  'wa.back': 'Back',
  'wa.home': 'Main menu',
  'wa.change': 'Change',
  'wa.stop': 'Stop',
  'wa.chooseOption': 'Which {service}?',
  'wa.booking': 'Booking #{id}: {service}, {when}.',
  'wa.helpText':
    'Book here: tap Book and choose a service, a day and a time. A listing page on mabinti also has a WhatsApp link that starts a booking of it. Type MENU at any time to start again.',
  'wa.payer': 'The deposit is Ksh {amount}. Which M-Pesa number pays it?',
  'wa.thisNumber': 'This number',
  'wa.anotherNumber': 'Another number',
  'wa.askMpesa': 'Type the M-Pesa number that pays the deposit, for example 0712 345 678:',
  'wa.bookInChat': 'Book in a WhatsApp chat with Mabinti',
  'wa.dev.title': 'WhatsApp chat (demo)',
  'wa.dev.lead':
    'Chat with Mabinti as a client would on WhatsApp: say Hi, or BOOK and a listing number. Each message goes to our own webhook, signed as Meta signs it, and the answers are the messages we queued.',
  'wa.dev.phone': 'Your WhatsApp number',
  'wa.dev.message': 'Your message',
  'wa.dev.send': 'Send',
  'wa.dev.none': 'No messages yet. Say Hi.',
  'wa.dev.you': 'You: {said}',
  'wa.dev.problem': 'That number cannot chat.',
  'wa.stale': 'That list is out of date. Here is where you are now:',
  'wa.tapChoice': 'Please tap one of the choices below.',
} as const;

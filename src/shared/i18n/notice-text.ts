/**
 * What e-mails, texts and WhatsApp messages about bookings say, in English (part of the English
 * catalogue; notice-text.sw.ts is the Kiswahili). Each person gets them in their own language
 * (decision 020): the account's, or for a guest the language they booked in.
 */
export const noticeEn = {
  'notice.hello': 'Hello {name},',
  'notice.helloAnyone': 'Hello,',
  'notice.summary': '{service} on {date} at {time}',
  'notice.nairobiTime': '{summary} (Nairobi time)',
  'notice.booking': 'Booking #{id}',
  'notice.where': 'Where: {place}',
  'notice.map': 'Map: {link}',
  'notice.chat': 'Message the provider on WhatsApp: {link}',
  'notice.manage': 'Manage your booking: {link}',
  'notice.stopEmails': 'Stop these e-mails: {link}',
  'notice.manageNotices': 'Manage what we send you: {link}',
  'notice.smsBuyer': ', {when}. Booking #{id}. Manage: {link}',
  'notice.smsProvider': ', {when}. Booking #{id}. See {link}',
  'notice.client': 'Client: {name}, {email}, {phone}',
  'notice.message': 'Message: {message}',
  'notice.replyWhatsapp': 'Reply on WhatsApp: {link}',
  'notice.confirmOrDecline': 'Confirm or decline: {link}',
  'notice.reason': "The provider's reason: {reason}",
  'notice.receipt': '{label}: {amount} (M-Pesa receipt {receipt})',
  'notice.deposit': '{label}: {amount}',
  'notice.buyer.requested': 'Booking request received',
  'notice.buyer.rescheduled': 'New time requested',
  'notice.buyer.confirmed': 'Booking confirmed',
  'notice.buyer.declined': 'Booking declined',
  'notice.buyer.cancelled': 'Booking cancelled',
  'notice.buyer.providerCancelled': 'Booking cancelled by the provider',
  'notice.buyer.withdrawn': 'Booking cancelled',
  'notice.buyerText.requested':
    'We have passed your request to the provider. You will hear from us when they confirm it.',
  'notice.buyerText.rescheduled': 'We have asked the provider to confirm your new time.',
  'notice.buyerText.confirmed': 'The provider has confirmed your appointment. See you there!',
  'notice.buyerText.declined':
    'Sorry, the provider cannot take this appointment. Please choose another time or another provider.',
  'notice.buyerText.cancelled': 'This appointment is cancelled.',
  'notice.buyerText.providerCancelled': 'Sorry, the provider has had to cancel this appointment.',
  'notice.buyerText.withdrawn':
    'The provider has removed this service from Mabinti, so this appointment is cancelled. Please choose another provider.',
  'notice.provider.requested': 'New booking request',
  'notice.provider.rescheduled': 'A client asked for another time',
  'notice.provider.confirmed': 'Booking confirmed',
  'notice.provider.declined': 'Booking declined',
  'notice.provider.cancelled': 'Booking cancelled by the client',
  'notice.provider.providerCancelled': 'Booking cancelled',
  'notice.provider.withdrawn': 'Booking cancelled with the service',
  'notice.reminder.24h': 'tomorrow',
  'notice.reminder.2h': 'in two hours',
  'notice.reminder.subject': 'Reminder: {service} {when}',
  'notice.reminder.text': 'A reminder of your appointment {when}: {summary}.',
  'notice.reminder.change': 'Cancel or move it: {link}',
  'notice.reminder.sms': ' {when}, {at}. Booking #{id}. Cancel or move: {link}',
  'notice.guest.subject': 'Please confirm your booking request: {service}',
  'notice.guest.text':
    'Someone asked to book {summary} on Mabinti with this e-mail address. To send the request to the provider, open this link within {minutes} minutes:',
  'notice.guest.keep':
    'The same link lets you change or cancel the booking later; keep it to yourself. If it was not you, ignore this e-mail and the time will be released.',
  'notice.link.subject': 'Your booking link: {service}',
  'notice.link.text': 'Here is the link to your Mabinti booking #{id}, {summary}:',
  'notice.link.confirms':
    'Here is the link to your Mabinti booking #{id}, {summary}. Opening it also confirms your request:',
  'mail.welcome.subject': 'Welcome to Mabinti',
  'mail.welcome.seller':
    'Your seller account is ready. Pay for your package with M-Pesa and your listings go live; you can post them already:',
  'mail.welcome.buyer': 'Your account is ready. Find services near you here:',
  'mail.reset.subject': 'Reset your Mabinti password',
  'mail.reset.text':
    'Someone asked to reset the password of your Mabinti account. If it was you, choose a new password here within the hour:',
  'mail.reset.notYou': 'If it was not you, ignore this email; your password stays as it is.',
  'review.ask.subject': 'How was {service}?',
  'review.ask.text':
    'Thank you for booking {service} on Mabinti. How did it go? A few words and a rating help others choose, and help good providers get found.',
  'review.ask.link': 'Leave a review: {link}',
  'review.ask.smsStart': 'Mabinti: how was ',
  'review.ask.smsEnd': '? Leave a review: {link}',
  'notice.link.keep': 'Any link we sent before no longer works. Keep this one to yourself.',
} as const;

/** A contact-form message that passes every rule, for tests that need one to send. */
export const contactMessage = {
  name: 'Halima Yusuf',
  email: 'halima@example.com',
  phone: '0722 000 111',
  subject: 'Question about a booking',
  message: 'Can I bring my sister along to the appointment?',
};

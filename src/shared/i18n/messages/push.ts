/** Web Push in My Account, in English (decision 032). */
export const pushMessagesEn = {
  'push.title': 'On this device',
  'push.lead':
    'A notification here when a booking is confirmed or changes, and before each visit. It shows only the service and the time.',
  'push.switch': 'Notify me on this device',
  'push.turnedOn': 'Notifications are on for this device.',
  'push.turnedOff': 'Notifications are off for this device.',
  'push.unsupported': 'This browser cannot show notifications. On a phone, add Mabinti to your home screen first.',
  'push.blocked': 'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.',
  'push.failed': 'Notifications could not be turned on. Try again.',
  'push.dismissed': 'Notifications were not allowed. Turn the switch on again to be asked once more.',
  'push.unreachable':
    'This browser could not reach its notification service. Check your connection, then turn the switch on again.',
  'push.needsScript': 'Turning this on needs JavaScript.',
  'push.notOffered': 'Notifications on devices are not available here.',
  'push.endpointRefused': 'This browser’s notification service is not one we can send to.',
} as const;

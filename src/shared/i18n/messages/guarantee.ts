/** When a provider cancels late (decision 051), in English. */
export const guaranteeMessagesEn = {
  'guarantee.sorry': 'We are sorry: a visit should not be called off so close to its time.',
  'guarantee.sorryDeposit':
    'We are sorry: a visit should not be called off so close to its time. Your deposit comes back to your M-Pesa in full.',
  'guarantee.others': 'Free at a similar time nearby:',
  'guarantee.other': '{name}, {time}: {link}',
} as const;

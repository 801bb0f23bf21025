import type { guaranteeMessagesEn } from './guarantee';

/** Mtoa huduma anapoghairi dakika za mwisho, kwa Kiswahili. */
export const guaranteeMessagesSw: Record<keyof typeof guaranteeMessagesEn, string> = {
  'guarantee.sorry': 'Samahani: miadi haipaswi kughairiwa karibu hivi na wakati wake.',
  'guarantee.sorryDeposit':
    'Samahani: miadi haipaswi kughairiwa karibu hivi na wakati wake. Amana yako yote itarudishwa kwenye M-Pesa yako.',
  'guarantee.others': 'Walio na nafasi karibu na wakati huo:',
  'guarantee.other': '{name}, {time}: {link}',
};

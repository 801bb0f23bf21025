import type { phoneLinkMessagesEn } from './phone-link';

/** Linking an account to the number it books by phone with, in Kiswahili (glossary: miadi, akaunti). */
export const phoneLinkMessagesSw: Record<keyof typeof phoneLinkMessagesEn, string> = {
  'phoneLink.title': 'Miadi yako kwa simu',
  'phoneLink.link': 'Miadi kwa simu',
  'phoneLink.lead':
    'Uliweka miadi kwa simu, kwa USSD au kwa SMS? Unganisha nambari hiyo na akaunti hii, na miadi hiyo itaonekana kwenye Miadi Yangu. Tutatuma nambari ya kuthibitisha kwa SMS ili kuhakikisha kuwa simu ni yako.',
  'phoneLink.linkedTo': 'Imeunganishwa: {phone}, tangu {day}.',
  'phoneLink.linkedNote': 'Miadi utakayoweka kwa nambari hii pia itaonekana kwenye Miadi Yangu.',
  'phoneLink.unlink': 'Tenganisha nambari hii',
  'phoneLink.unlinkNote': 'Miadi iliyo tayari kwenye akaunti yako itabaki humo.',
  'phoneLink.phone': 'Nambari ya simu',
  'phoneLink.send': 'Nitumie nambari ya kuthibitisha',
  'phoneLink.code': 'Nambari ya kuthibitisha kutoka kwenye SMS',
  'phoneLink.confirm': 'Unganisha nambari hii',
  'phoneLink.pending': 'Tumetuma nambari ya kuthibitisha kwa {phone}. Inatumika hadi {time}.',
  'phoneLink.sent': 'Nambari ya kuthibitisha imetumwa. Iandike hapa chini.',
  'phoneLink.linked': 'Nambari imeunganishwa. Miadi yake iko kwenye Miadi Yangu.',
  'phoneLink.unlinked': 'Nambari imetenganishwa.',
  'phoneLink.phoneInvalid': 'Weka nambari sahihi ya simu, kwa mfano 0712 345 678.',
  'phoneLink.codeWrong': 'Nambari hiyo si sahihi. Angalia SMS kisha ujaribu tena.',
  'phoneLink.codeExpired': 'Nambari hiyo imepitwa na muda au imejaribiwa mara nyingi mno. Omba nyingine.',
  'phoneLink.sms.subject': 'Nambari yako ya kuthibitisha ya Mabinti',
  'phoneLink.sms.text':
    'Nambari yako ya kuthibitisha ya Mabinti ni {code}. Inaunganisha simu hii na akaunti yako ya Mabinti, na inatumika kwa dakika {minutes} tu. Usimpe mtu yeyote.',
};

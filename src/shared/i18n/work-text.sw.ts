import type { workEn } from './work-text';

/** A seller's working tools (hours, booking settings, their reviews), in Kiswahili (work-text.ts is the English). */
export const workSw: Record<keyof typeof workEn, string> = {
  'hours.intro': 'Wateja wanaweza kuweka miadi kwa nyakati ulizo wazi tu.',
  'hours.unset':
    'Bado hujathibitisha saa zako: wateja wanaona Jumatatu hadi Jumamosi, {opens} hadi {closes}. Zihifadhi, au uzibadilishe, kabla tangazo lako la kwanza halijaonekana.',
  'hours.confirmTitle': 'Kwanza, saa zako za kazi',
  'hours.confirmLead':
    'Wateja wanaweza kuweka miadi kwa nyakati ulizo wazi tu. Tunaanza na Jumatatu hadi Jumamosi, {opens} hadi {closes}, Jumapili imefungwa. Zithibitishe kabla tangazo lako la kwanza halijaonekana, au uzibadilishe kwanza.',
  'hours.confirm': 'Hizi ndizo saa zangu',
  'hours.change': 'Badilisha saa zangu',
  'rules.title': 'Kanuni za miadi za tangazo hili',
  'rules.lead': 'Kila kanuni usiyoibadilisha inafuata mipangilio yako ya miadi.',
  'rules.settings': 'Mipangilio yako ya miadi',
  'rules.usual': 'Kama kwenye mipangilio yangu ya miadi',
  'rules.save': 'Hifadhi kanuni za miadi',
  'rules.saved': 'Kanuni za miadi zimehifadhiwa.',
  'settings.before': 'Muda wa kuacha wazi kabla ya kila miadi',
  'settings.title': 'Jinsi unavyopokea miadi',
  'settings.rest': 'Mapumziko baada ya kila miadi',
  'settings.none': 'Hakuna',
  'settings.minutes': 'dakika {count}',
  'settings.hours': '{count, plural, other {saa #}}',
  'settings.days': '{count, plural, other {siku #}}',
  'settings.capacity': 'Wateja kwa wakati mmoja (viti)',
  'settings.notice': 'Taarifa ya mapema unayohitaji',
  'settings.horizon': 'Wateja wanaweza kuweka miadi hadi siku ngapi mbele',
  'settings.save': 'Hifadhi mipangilio ya miadi',
  'myReviews.title': 'Maoni yangu',
  'myReviews.intro':
    'Maoni hutoka tu kwa wateja ambao miadi yao ulithibitisha kuwa imekamilika. Unaweza kujibu kila moja mara moja; jibu lako linaonekana kwa wote.',
  'myReviews.none': 'Bado hakuna maoni.',
  'myReviews.listing': 'Tangazo',
  'myReviews.removed': 'tangazo lililoondolewa',
  'myReviews.hidden': 'Imefichwa na msimamizi',
  'myReviews.yourReply': 'Jibu lako:',
  'myReviews.replyLabel': 'Jibu lako (litaonekana kwa wote)',
  'myReviews.reply': 'Jibu',
  'myReviews.older': 'Maoni ya zamani zaidi',
  'myReviews.back': 'Rudi kwenye Akaunti Yangu',
} as const;

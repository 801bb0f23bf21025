import type { groupMessagesEn } from './group';

/** Miadi ya watu kadhaa kwa mara moja, kwa Kiswahili. */
export const groupMessagesSw: Record<keyof typeof groupMessagesEn, string> = {
  'group.oneKind': 'Weka miadi ya watu kadhaa, au huduma kadhaa, au nyumbani kwako: moja kwa wakati.',
  'group.notTogether':
    'Hakuna nafasi za kutosha kwa wote kwa wakati mmoja: chagua mmoja baada ya mwingine, au muda mwingine.',
  'group.title': 'Weka miadi ya watu kadhaa',
  'group.lead':
    'Wewe na hadi watu saba wengine, katika miadi moja yenye amana moja: bibi harusi na wasindikizaji wake, au familia nzima.',
  'group.you': 'Wewe',
  'group.person': 'Mtu {n}',
  'group.personName': 'Jina la mtu {n}',
  'group.personOption': 'Huduma ya mtu {n}',
  'group.how': 'Vipi',
  'group.oneAfterAnother': 'Mmoja baada ya mwingine',
  'group.together': 'Wote kwa wakati mmoja (kila mmoja na mhudumu wake)',
  'group.submit': 'Weka miadi ya wote',
  'group.for': 'Kwa ajili ya {name}',
};

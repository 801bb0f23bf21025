import type { sellerEn } from './seller-text';

/** Packages and paying for them, in Kiswahili (seller-text.ts is the English). */
export const sellerSw: Record<keyof typeof sellerEn, string> = {
  'packages.title': 'Vifurushi vya watoa huduma',
  'packages.description': 'Chagua kifurushi cha Mabinti kinachofaa biashara yako.',
  'packages.heading': 'Chagua kifurushi chako',
  'packages.lead':
    'Chagua kifurushi ili uorodheshe huduma zako. Kila kifurushi kina huduma ya miadi na hudumu kwa siku {days}; unalipa kwa M-Pesa baada ya kujisajili, na matangazo yako yataonekana kifurushi kikishalipwa.',
  'packages.recommended': 'Kinapendekezwa',
  'packages.per': '/ siku {days}',
  'packages.continue': 'Endelea Kujisajili',
  'packages.note':
    'Unaweza kupandisha daraja au kubadilisha kifurushi chako wakati wowote baada ya kujisajili, kupitia Akaunti Yangu.',
  'business.title': 'Orodhesha biashara yako kwenye Mabinti',
  'business.description':
    'Pokea miadi kutoka kwa wateja kote Kenya kwenye tovuti, programu, USSD na WhatsApp, na amana zinazolipwa kwa M-Pesa.',
  'business.lead':
    'Saluni, vinyozi, wasanii wa vipodozi, wataalamu wa tiba, wakufunzi wa mazoezi, washonaji, wauza maua na wapiga picha hutumia Mabinti ili wapatikane na wateja wawawekee miadi.',
  'business.gets': 'Utakachopata',
  'business.get.page':
    'Ukurasa kwa kila huduma, unaopatikana kwa aina ya huduma, mji na nafasi zilizo wazi, pamoja na picha, bei na maoni yako.',
  'business.get.channels':
    'Miadi kutoka tovuti, programu unayoisakinisha, simu yoyote kwa USSD, na WhatsApp, kwa Kiingereza na Kiswahili.',
  'business.get.deposits':
    'Amana hulipwa kwa M-Pesa, hivyo wateja wachache hukosa miadi yao, na vikumbusho kwa SMS, WhatsApp na arifa.',
  'business.get.rules':
    'Saa zako za kazi, siku za mapumziko na masharti ya miadi, huduma nyumbani kwa mteja pamoja na ada ya usafiri, na timu yenye ratiba ya kila mfanyakazi.',
  'business.costs': 'Gharama',
  'business.costLead': 'Malipo moja kwa M-Pesa kwa kila siku {days}.',
  'business.start': 'Jinsi ya kuanza',
  'business.step.account': 'Chagua kifurushi na ufungue akaunti yako.',
  'business.step.pay': 'Lipa kwa M-Pesa: matangazo yako yataonekana kikishalipwa.',
  'business.step.hours': 'Thibitisha saa zako za kazi.',
  'business.step.listing': 'Weka tangazo lako la kwanza lenye picha, na uchague amana yake na masharti ya kughairi.',
  'business.choose': 'Chagua kifurushi',
  'business.signIn': 'Tayari uko kwenye Mabinti? Ingia',
  'count.photos': '{count, plural, other {picha #}}',
  'count.videos': '{count, plural, other {video #}}',
  'panel.title': 'Kifurushi chako',
  'panel.awaiting': 'Kinasubiri malipo: matangazo yako yataonekana kikishalipwa.',
  'panel.activeUntil': 'Kinatumika hadi {date}',
  'panel.ended': 'Kiliisha tarehe {date}: matangazo yako yamefichwa hadi utakapokilipia tena.',
  'panel.limits': 'Kila tangazo linaweza kuwa na hadi {photos} na {videos}.',
  'panel.featured': 'Matangazo yako yanayoonekana huja kwanza kwenye orodha, yakiwa na alama ya Maalum.',
  'panel.next': 'Utakapolipia tena utakuwa kwenye',
  'panel.renew': 'Lipia tena kwa {price}',
  'panel.overLimit':
    'Matangazo haya yana picha au video zaidi ya zinazoruhusiwa na {name} ({photos} na {videos}). Hakuna kinachofutwa: yanabaki na vilivyopo, na yatapokea vipya tu yakiwa ndani ya kikomo.',
  'panel.change': 'Badilisha kifurushi',
  'panel.current': 'Kifurushi chako cha sasa',
  'panel.scheduled': 'Kitaanza utakapolipia tena',
  'panel.upgrade': 'Pandisha daraja sasa kwa {price}',
  'panel.take': 'Chukua {name} kwa {price}',
  'panel.choose': 'Chagua {name}',
  'panel.switch': 'Hamia {name} utakapolipia tena',
  'panel.payments': 'Malipo',
  'panel.noPayments': 'Bado hakuna malipo.',
  'panel.date': 'Tarehe',
  'panel.for': 'Kwa ajili ya',
  'panel.amount': 'Kiasi',
  'panel.status': 'Hali',
  'panel.receipt': 'Risiti ya M-Pesa',
  'pay.title': 'Lipa kwa M-Pesa',
  'pay.back': 'Rudi kwenye Akaunti Yangu',
  'pay.upgradeNote':
    'Unalipa tofauti ya siku zilizobaki katika kipindi chako cha sasa; vikomo vipya vinaanza mara moja.',
  'pay.hint': 'Nambari ya Safaricom, kama 0712 345 678. Ombi la malipo litaonekana kwenye simu hiyo.',
  'pay.refused': 'Malipo haya hayawezi kufanyika sasa. Tazama kifurushi chako katika Akaunti Yangu.',
  'pay.submit': 'Lipa {price}',
  'pay.notNow': 'Si sasa',
  'paying.title': 'Malipo ya {price}',
  'paying.heading': 'Unalipa kwa M-Pesa',
};

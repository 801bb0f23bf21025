/** Web Push katika Akaunti Yangu, kwa Kiswahili (decision 032). */
export const pushMessagesSw = {
  'push.title': 'Kwenye kifaa hiki',
  'push.lead':
    'Pokea arifa hapa miadi yako inapothibitishwa au kubadilika, na kabla ya kila miadi. Arifa inaonyesha huduma na saa tu.',
  'push.switch': 'Nitumie arifa kwenye kifaa hiki',
  'push.turnedOn': 'Arifa zimewashwa kwa kifaa hiki.',
  'push.turnedOff': 'Arifa zimezimwa kwa kifaa hiki.',
  'push.unsupported':
    'Kivinjari hiki hakiwezi kuonyesha arifa. Kwenye simu, ongeza Mabinti kwenye skrini ya mwanzo kwanza.',
  'push.blocked':
    'Arifa zimezuiwa kwa tovuti hii. Ziruhusu katika mipangilio ya tovuti ya kivinjari, kisha ujaribu tena.',
  'push.failed': 'Imeshindikana kuwasha arifa. Jaribu tena.',
  'push.dismissed': 'Arifa hazikuruhusiwa. Washa tena ili uulizwe mara nyingine.',
  'push.unreachable':
    'Kivinjari hiki hakikuweza kufikia huduma yake ya arifa. Hakikisha uko mtandaoni, kisha uwashe tena.',
  'push.needsScript': 'Kuwasha arifa kunahitaji JavaScript.',
  'push.notOffered': 'Arifa kwenye vifaa hazipatikani hapa.',
  'push.endpointRefused': 'Huduma ya arifa ya kivinjari hiki si mojawapo tunayoweza kutumia.',
} as const;

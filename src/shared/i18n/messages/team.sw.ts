import type { teamMessagesEn } from './team';

/** A seller's team in Kiswahili (issue 39; glossary: miadi, mtoa huduma). */
export const teamMessagesSw: Record<keyof typeof teamMessagesEn, string> = {
  'team.notFound': 'Mfanyakazi hakupatikana',
  'team.nameRequired': 'Tafadhali andika jina la mfanyakazi',
  'team.tooMany': 'Biashara inaweza kuwa na wafanyakazi wasiozidi {max}',
  'team.notYourListing': 'Chagua matangazo yako mwenyewe',
  'team.memberUnavailable': 'Mfanyakazi huyo hapokei miadi ya huduma hii. Chagua mwingine, au yeyote aliye huru.',
  'team.date': 'Tafadhali chagua tarehe',
  'team.anyone': 'Yeyote aliye huru',
  'team.with': 'na {name}',
};

/**
 * One Kiswahili term per concept (the review in notes/kiswahili-review.md, section 3):
 * what the Kiswahili catalogue says for each, and the words it replaced, which no Kiswahili text
 * may use again (glossary.test.ts renders every text and checks).
 */
export interface GlossaryEntry {
  concept: string;
  use: string;
  /** Words this term replaced: a text matching one of these says the concept the old way. */
  avoid: RegExp[];
}

export const GLOSSARY: GlossaryEntry[] = [
  {
    concept: 'booking, appointment',
    use: 'miadi; to book: kuweka miadi',
    avoid: [/\bpanga miadi\b/i, /waliopanga miadi/i],
  },
  { concept: 'renew, renewal', use: 'lipia tena, kulipia tena', avoid: [/usasishaji/i, /kisasish/i, /kusasisha/i] },
  { concept: 'upgrade', use: 'pandisha daraja', avoid: [/\b(ku)?pandisha\b(?! daraja)/i] },
  { concept: 'provider, seller', use: 'mtoa huduma, watoa huduma', avoid: [/\bmuuzaji\b/i, /\bwauzaji\b/i] },
  { concept: 'client, buyer', use: 'mteja, wateja', avoid: [/\bmnunuzi\b/i, /\bwanunuzi\b/i] },
  { concept: 'review', use: 'maoni; to review: kutoa maoni', avoid: [/tathmini/i] },
  { concept: 'deposit', use: 'amana', avoid: [/\bdipoz/i, /\bmalipo ya awali\b(?!\))/i] },
  { concept: 'package', use: 'kifurushi, vifurushi', avoid: [/\bpakiti\b/i] },
  { concept: 'slot, another time', use: 'muda, nyakati; muda mwingine', avoid: [/chagua wakati mwingine/i] },
  { concept: 'no-show', use: 'hakufika; the action: Mteja hakufika', avoid: [/weka kuwa/i, /imewekwa kuwa/i] },
  { concept: 'enquiry', use: 'ombi la jumla', avoid: [/\bmaelezo yako\b/i] },
  { concept: 'view all', use: 'Tazama zote', avoid: [/\bOna zote\b/i] },
  { concept: 'customer support', use: 'Huduma kwa Wateja', avoid: [/\bna Msaada\b/] },
  { concept: 'lifestyle', use: 'mtindo wa maisha', avoid: [/(?<!mtindo wa )\bmaisha\b/i] },
  { concept: 'at most (a count)', use: 'zisizozidi, isizidi', avoid: [/\bau chache\b/i] },
  // The second review (notes/kiswahili-review-2.md, section 4).
  { concept: 'visit (several services at once)', use: 'huduma {count} kwa mara moja', avoid: [/\bziara\b/i] },
  { concept: 'anyone available', use: 'yeyote aliye na nafasi', avoid: [/aliye huru/i] },
  { concept: 'day view, my day', use: 'ratiba ya siku, ratiba yangu', avoid: [/siku kwa ujumla/i] },
  {
    concept: 'the person serving, Mabinti staff',
    use: 'Mhudumu: {name} (a label); wafanyakazi wa Mabinti',
    avoid: [/akaunti ya mhudumu/i, /akaunti ya wafanyakazi\.?$/i],
  },
  { concept: 'calendar feed', use: 'kiungo cha kalenda', avoid: [/anwani ya kalenda/i] },
  { concept: 'export (staff)', use: 'pakua nakala ya data', avoid: [/\btoa data\b/i] },
  { concept: 'option (li-ya class)', use: 'kila chaguo liwe, lichukue', avoid: [/chaguo ki(we|chukue)\b/i] },
  { concept: 'within the next hours', use: 'ndani ya saa mbili zijazo', avoid: [/baada ya saa (mbili|\d+)\b(?!:)/i] },
  { concept: 'retention job (staff)', use: 'usafishaji wa data', avoid: [/^Uhifadhi:/] },
  {
    concept: 'clock time',
    use: 'Swahili time: saa 3:00 asubuhi',
    avoid: [/(?<!saa )\b([01]?\d|2[0-3]):[0-5]\d\b(?! (asubuhi|mchana|jioni|usiku|alfajiri))/],
  },
];

/** The glossary's complaints about one Kiswahili text: each concept it says the old way. */
export const glossaryProblems = (text: string): string[] =>
  GLOSSARY.filter((entry) => entry.avoid.some((pattern) => pattern.test(text))).map(
    (entry) => `${entry.concept}: use "${entry.use}"`,
  );

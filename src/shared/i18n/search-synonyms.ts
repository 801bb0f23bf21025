/**
 * Kiswahili words a visitor may search with, and the English they stand for in listings (issue
 * 20, decision 020): the listings stay in the language their sellers wrote, so a search for
 * `kusuka` looks for braids too. Each English word is matched as a prefix ("braid" finds braids
 * and braiding). Plain, everyday words for the catalogue's categories and subcategories.
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  kusuka: ['braid'],
  msuko: ['braid'],
  misuko: ['braid'],
  nywele: ['hair'],
  urembo: ['beauty'],
  harusi: ['wedding', 'bridal'],
  bibiharusi: ['bridal'],
  vipodozi: ['makeup'],
  kucha: ['nail'],
  nyusi: ['eyebrow', 'brow'],
  kope: ['lash'],
  rasta: ['loc'],
  mawigi: ['wig'],
  wigi: ['wig'],
  ngozi: ['skin'],
  afya: ['health'],
  mazoezi: ['fitness', 'gym', 'trainer'],
  lishe: ['nutrition'],
  mitindo: ['fashion', 'stylist'],
  mavazi: ['wear', 'fashion'],
  kukanda: ['massage'],
  masaji: ['massage'],
  maua: ['flower'],
  zawadi: ['gift'],
  usafi: ['cleaning'],
  kufua: ['laundry'],
  picha: ['photo'],
  mpiga: ['photographer'],
};

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

/**
 * Everyday words for the same service, in English and Sheng, and the words listings use for it
 *: "dreadlocks" finds locs, "barber" finds haircuts. Each is matched as a prefix, beside
 * the word as typed, which relevance still weighs.
 */
export const SEARCH_ALIASES: Readonly<Record<string, readonly string[]>> = {
  dreadlocks: ['loc', 'dread'],
  dreadlock: ['loc', 'dread'],
  dreads: ['loc', 'dreadlock'],
  locs: ['dread'],
  loc: ['dread'],
  barber: ['haircut', 'fade', 'shave'],
  barbers: ['haircut', 'fade', 'shave'],
  barbershop: ['barber', 'haircut', 'fade'],
  haircut: ['barber', 'fade'],
  kinyozi: ['barber', 'haircut', 'fade'],
  manicure: ['nail'],
  pedicure: ['nail'],
  mani: ['nail'],
  pedi: ['nail'],
  makeover: ['makeup'],
  mua: ['makeup'],
  weave: ['wig', 'weav'],
  weaves: ['wig', 'weav'],
  spa: ['massage'],
  photographer: ['photo'],
  photoshoot: ['photo'],
  gym: ['fitness', 'trainer'],
  workout: ['fitness', 'trainer'],
  cleaner: ['cleaning'],
  tailor: ['fashion', 'alteration'],
  facial: ['skin', 'face'],
  lashes: ['lash'],
  brows: ['brow'],
};

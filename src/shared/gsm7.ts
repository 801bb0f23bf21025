/**
 * The GSM 03.38 basic character set: what a USSD screen or a plain text can carry at one septet a
 * character. One character outside it (a curly quote, an ellipsis, an emoji) turns the whole
 * message into UCS-2 and halves what fits, so texts are made to fit it (toGsm7) before they go.
 */
export const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

const BASIC = new Set(GSM7_BASIC);

/** Characters people type that the basic set lacks, and what stands in for them. */
const STAND_INS: ReadonlyMap<string, string> = new Map([
  ['‘', "'"],
  ['’', "'"],
  ['‚', "'"],
  ['´', "'"],
  ['`', "'"],
  ['“', '"'],
  ['”', '"'],
  ['„', '"'],
  ['…', '...'],
  ['–', '-'],
  ['—', '-'],
  ['‐', '-'],
  ['•', '-'],
  ['·', '-'],
  ['\u00a0', ' '],
  ['\t', ' '],
  ['[', '('],
  [']', ')'],
  ['{', '('],
  ['}', ')'],
  ['^', ''],
  ['~', '-'],
  ['|', '/'],
  ['\\', '/'],
  ['€', 'EUR'],
]);

export const isGsm7 = (text: string) => [...text].every((character) => BASIC.has(character));

/** `text` in the basic set: stand-ins for quotes and dashes, accents dropped where the set lacks them, the rest left out. */
export function toGsm7(text: string): string {
  let out = '';
  for (const character of text) {
    if (BASIC.has(character)) out += character;
    else if (STAND_INS.has(character)) out += STAND_INS.get(character);
    else {
      const plain = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += isGsm7(plain) ? plain : '';
    }
  }
  return out;
}

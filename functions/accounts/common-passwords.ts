/**
 * Passwords anyone would guess first, refused at sign-up, change and reset (decision 006). A list
 * of the most used ones misses "aaaaaaaa", "abcdefgh", "nairobi123" or this site's own name with
 * digits, so each new password is scored by zxcvbn-ts: its dictionaries (passwords, names, words)
 * plus ours, Kenyan places and the site's words, and the person's own name and e-mail, with the
 * patterns it knows (repeats, sequences, keyboard rows, dates, l33t). Fewer than 10^8 guesses is
 * refused, saying why.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from '#shared/account-messages';
import { Refusal } from '#functions/platform/refusal';

/** What a guesser here tries early: the site, its demo, Kenyan towns and places, common words in Kiswahili. */
const KENYAN_WORDS = [
  'mabinti',
  'demo',
  'kenya',
  'nairobi',
  'mombasa',
  'kisumu',
  'nakuru',
  'eldoret',
  'thika',
  'nyeri',
  'machakos',
  'kitale',
  'malindi',
  'westlands',
  'kilimani',
  'karen',
  'kasarani',
  'rongai',
  'kikuyu',
  'kiambu',
  'jambo',
  'habari',
  'asante',
  'nakupenda',
  'mpenzi',
  'mungu',
  'yesu',
  'baraka',
  'safaricom',
  'mpesa',
];

/** Score 3 of zxcvbn's 0–4: at least 10^8 guesses. */
const ENOUGH_GUESSES_LOG10 = 8;

let scorer: ZxcvbnFactory | undefined;
const scorerOf = () =>
  (scorer ??= new ZxcvbnFactory({ dictionary: { ...dictionary, kenyan: KENYAN_WORDS }, graphs: adjacencyGraphs }));

/** True when a password is guessed within 10^8 tries, knowing the person's own words. */
export function isGuessablePassword(password: string, ownWords: string[] = []): boolean {
  const words = ownWords.flatMap((word) => word.toLowerCase().split(/[^a-z0-9]+/)).filter((word) => word.length >= 3);
  return scorerOf().check(password, words).guessesLog10 < ENOUGH_GUESSES_LOG10;
}

/** 400 with the reason for a password anyone would guess first (sign-up, change, reset). */
export function refuseCommonPassword(password: string, ownWords: string[] = []): void {
  if (isGuessablePassword(password, ownWords)) throw new Refusal('invalid', ACCOUNT_MESSAGES.commonPassword);
}

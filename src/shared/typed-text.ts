/**
 * Text someone typed (a booking's message, a reason, a contact message), placed in a message of
 * ours so that no line of it can pass for one of ours (functions/notify/email-html.ts).
 */
/** Text someone typed, on one line, to go after our own words ("Message: …"). */
export const oneLine = (typed: string) => typed.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/** Text someone typed, kept in its lines, each quoted ("> …") so none is a line of ours. */
export const quoted = (typed: string) =>
  typed
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

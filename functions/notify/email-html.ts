import { en } from '#shared/i18n/en';
import { sw } from '#shared/i18n/sw';

/**
 * The HTML part of an e-mail, made from its plain text so the two always say the same (decision
 * 017): paragraphs at blank lines, and one of our own link lines, "Label: https://…" with a label
 * our messages give a link (LINK_LABELS) and an address on this site (`siteUrl`), becomes a link
 * named by its label, so the reader sees "Your bookings" rather than an address. Plain text stays
 * the alternative.
 * NOTE: what people type (a booking's message, a contact message, a reason) lands in these texts
 * too. A line of theirs must never look like ours: a link to anywhere else is only ever shown as
 * its bare address, a label we never use is no label, and typed text is put on a line that starts
 * with our own words (`oneLine` and `quoted` in src/shared/typed-text.ts), so it cannot make a line
 * of its own.
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const LABELLED_LINK = /^(.{2,80}?):\s+(https?:\/\/\S+)$/;

/** Every label our messages, in both languages, put before a link on a line of its own. */
const LINK_LABELS = new Set(
  [...Object.values(en), ...Object.values(sw)].flatMap((text) => {
    const label = /^([^{}:\n]{2,80}): \{link\}$/.exec(text)?.[1];
    return label ? [label] : [];
  }),
);

const BARE_LINK = /(https?:\/\/[^\s<]+)/g;

function lineHtml(line: string, siteUrl: string): string {
  const labelled = LABELLED_LINK.exec(line);
  if (labelled && LINK_LABELS.has(labelled[1]!) && isOnSite(labelled[2]!, siteUrl)) {
    const [, label, url] = labelled;
    return `<a href="${escapeHtml(url!)}" style="color:#be185d;font-weight:600">${escapeHtml(label!)}</a>`;
  }
  return escapeHtml(line).replace(BARE_LINK, (url) => `<a href="${url}" style="color:#be185d">${url}</a>`);
}

/** True when `url` is an address on the site at `siteUrl` (same scheme, host and port). */
function isOnSite(url: string, siteUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

export function emailHtml(text: string, siteUrl: string, footer: string[] = [], lang = 'en'): string {
  const html = (line: string) => lineHtml(line, siteUrl);
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p style="margin:0 0 16px">${block.split('\n').map(html).join('<br>')}</p>`)
    .join('\n');
  const small = footer.length
    ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${footer.map(html).join('<br>')}</p>`
    : '';
  return `<!doctype html><html lang="${lang === 'sw' ? 'sw' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;padding:24px;background:#fdf2f8;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5;color:#111827"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px"><p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#be185d">Mabinti</p>${paragraphs}${small}</div></body></html>`;
}

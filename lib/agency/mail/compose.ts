/**
 * Mails as plain data turned into a text part and an HTML part. Everything that comes from a visitor
 * or the catalogue is escaped for HTML and kept as text; nothing a visitor typed reaches a header but
 * an address the form's schema allowed.
 */
export interface MailBlock {
  /** Paragraphs of plain text. */
  paragraphs?: string[];
  /** A quoted note (a visitor's message), shown as it was typed. */
  quote?: string;
  /** Label and value rows. */
  rows?: [label: string, value: string][];
  /** A button, and its address written out in the text part. */
  action?: { label: string; url: string };
  /** Text after the rest, smaller. */
  small?: string[];
  /** Properties as small cards: photo, title, a few lines (price, place), a link. */
  cards?: MailCard[];
}

export interface MailCard {
  title: string;
  lines: string[];
  url: string;
  /** An absolute address: mail clients load it from the site. */
  image?: { url: string; alt: string };
  /** A short mark above the title ("price lowered"). */
  tag?: string;
}

export interface MailContent {
  subject: string;
  blocks: MailBlock[];
  /** The agency's address line at the bottom. */
  footer: string;
  /** The one-click stop link (a newsletter, a search's mails). */
  stop?: { label: string; url: string };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const paragraphHtml = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** Only our own links: http(s) addresses, as an href. */
function safeUrl(url: string): string {
  return /^https?:\/\//.test(url) ? escapeHtml(url) : '#';
}

function cardHtml(card: MailCard): string {
  const image = card.image
    ? `<td style="width:168px;padding:0 12px 0 0;vertical-align:top"><a href="${safeUrl(card.url)}"><img src="${safeUrl(card.image.url)}" alt="${escapeHtml(card.image.alt)}" width="160" style="display:block;width:160px;max-width:160px;height:auto;border:0;border-radius:4px"></a></td>`
    : '';
  const tag = card.tag ? `<p style="margin:0 0 4px;font-size:13px;font-weight:600;color:#a4471c">${escapeHtml(card.tag)}</p>` : '';
  const lines = card.lines.map((line) => `<p style="margin:0 0 4px">${escapeHtml(line)}</p>`).join('');
  return (
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%"><tr>${image}` +
    `<td style="vertical-align:top">${tag}<p style="margin:0 0 4px;font-weight:600"><a href="${safeUrl(card.url)}" style="color:#1d2b36">${escapeHtml(card.title)}</a></p>${lines}</td></tr></table>`
  );
}

function blockHtml(block: MailBlock): string {
  const parts: string[] = [];
  for (const text of block.paragraphs ?? []) parts.push(paragraphHtml(text));
  for (const card of block.cards ?? []) parts.push(cardHtml(card));
  if (block.quote)
    parts.push(
      `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #c9b79c;color:#333">${escapeHtml(block.quote).replace(/\n/g, '<br>')}</blockquote>`,
    );
  if (block.rows?.length)
    parts.push(
      `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`,
    );
  if (block.action)
    parts.push(
      `<p style="margin:16px 0"><a href="${safeUrl(block.action.url)}" style="display:inline-block;padding:10px 18px;background:#1d2b36;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(block.action.label)}</a></p>`,
    );
  for (const text of block.small ?? []) parts.push(`<p style="margin:0 0 12px;font-size:13px;color:#555">${escapeHtml(text)}</p>`);
  return parts.join('');
}

function blockText(block: MailBlock): string {
  const parts: string[] = [];
  for (const text of block.paragraphs ?? []) parts.push(text);
  for (const card of block.cards ?? []) parts.push([...(card.tag ? [card.tag] : []), card.title, ...card.lines, card.url].join('\n'));
  if (block.quote)
    parts.push(
      block.quote
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n'),
    );
  if (block.rows?.length) parts.push(block.rows.map(([label, value]) => `${label}: ${value.replace(/\n/g, '\n  ')}`).join('\n'));
  if (block.action) parts.push(`${block.action.label}: ${block.action.url}`);
  for (const text of block.small ?? []) parts.push(text);
  return parts.join('\n\n');
}

export function renderMail(content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    ...content.blocks.map(blockText),
    `--\n${content.footer}`,
    ...(content.stop ? [`${content.stop.label}: ${content.stop.url}`] : []),
  ].join('\n\n');
  const html =
    '<!doctype html><html><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1d2b36;background:#ffffff">' +
    `<div style="max-width:600px">${content.blocks.map(blockHtml).join('')}` +
    `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 12px"><p style="margin:0;font-size:13px;color:#555">${escapeHtml(content.footer)}</p>` +
    (content.stop
      ? `<p style="margin:8px 0 0;font-size:13px"><a href="${safeUrl(content.stop.url)}" style="color:#555">${escapeHtml(content.stop.label)}</a></p>`
      : '') +
    '</div></body></html>';
  // A subject is one line, whatever went into it.
  return { subject: content.subject.replace(/[\r\n\t]+/g, ' ').slice(0, 200), text, html };
}

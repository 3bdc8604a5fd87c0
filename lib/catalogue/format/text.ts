/** Cuts text to `limit` characters with an ellipsis (type descriptions: 100). */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit).join('').trimEnd()}…`;
}

/**
 * Description limit (docs/product.md section 9): cut at `limit`, at the last space when that space lies
 * past 80 % of the limit, otherwise at the limit itself.
 */
export function cutDescription(text: string, limit = 250): { text: string; cut: boolean } {
  if (text.length <= limit) return { text, cut: false };
  const slice = text.slice(0, limit);
  const space = slice.lastIndexOf(' ');
  return { text: `${(space > limit * 0.8 ? slice.slice(0, space) : slice).trimEnd()}…`, cut: true };
}

/**
 * Fills "{name}" placeholders of a message the server passed as raw text to a client island (the
 * client bundles carry no message catalogue). Unknown placeholders stay as they are.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

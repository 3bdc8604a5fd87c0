/** URL slugs: lower case, no diacritics, words joined by hyphens ("Liège" → "liege"). */
export function slugify(text: string, maxLength = 60): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  return cut.slice(0, cut.lastIndexOf('-') > maxLength / 2 ? cut.lastIndexOf('-') : maxLength).replace(/-+$/, '');
}

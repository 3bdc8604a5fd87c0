import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize';

describe('sanitizeArticleHtml', () => {
  it('removes scripts and event handlers but keeps the content', () => {
    const html = sanitizeArticleHtml('<p onclick="steal()">Hallo <strong>wereld</strong></p><script>alert(1)</script>');
    expect(html).toBe('<p>Hallo <strong>wereld</strong></p>');
  });
  it('opens external links in a new tab with rel="noopener"', () => {
    expect(sanitizeArticleHtml('<a href="https://example.be">x</a>')).toBe(
      '<a href="https://example.be" target="_blank" rel="noopener">x</a>',
    );
  });
  it('localizes internal links and drops javascript: URLs', () => {
    expect(sanitizeArticleHtml('<a href="/for-sale/" target="_blank">x</a>', (h) => `/nl/te-koop${h.slice(9)}`)).toBe(
      '<a href="/nl/te-koop/">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
  it('makes tables, which may scroll sideways, reachable by keyboard', () => {
    expect(sanitizeArticleHtml('<table onclick="x()"><tr><td>1</td></tr></table>')).toBe('<table tabindex="0"><tr><td>1</td></tr></table>');
  });
  it('makes images lazy', () => {
    expect(sanitizeArticleHtml('<img src="/a.jpg" alt="A" width="10" height="10">')).toContain('loading="lazy"');
  });
});

import { describe, expect, it } from 'vitest';
import { renderMail } from './compose';

describe("a visitor's note in a mail", () => {
  it('is plain text: markup escaped, no link made of it', () => {
    const note = 'Kijk <a href="https://evil.example">hier</a> & <b>nu</b>\ntweede regel';
    const mail = renderMail({ subject: 'Tip', blocks: [{ paragraphs: ['Hallo'], quote: note }], footer: 'Agency' });
    expect(mail.html).toContain(
      'Kijk &lt;a href=&quot;https://evil.example&quot;&gt;hier&lt;/a&gt; &amp; &lt;b&gt;nu&lt;/b&gt;<br>tweede regel',
    );
    expect(mail.html).not.toMatch(/<a\b|<b>/);
    expect(mail.text).toContain('> Kijk <a href="https://evil.example">hier</a> & <b>nu</b>\n> tweede regel');
  });
});

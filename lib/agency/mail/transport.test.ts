import { describe, expect, it } from 'vitest';
import { mailMentions } from './transport';

describe('whether a mail file names an address (GDPR export and erasure)', () => {
  it('finds it in a header, in any case, and across a quoted-printable line break', () => {
    expect(mailMentions('To: Tom.Friend@Example.test\r\n\r\nHallo', 'tom.friend@example.test')).toBe(true);
    expect(mailMentions('Reply-To: <tom.friend@example.test>\n', 'tom.friend@example.test')).toBe(true);
    expect(
      mailMentions('Content-Transfer-Encoding: quoted-printable\n\nmijn partner: tom.frie=\nnd@example.test\n', 'tom.friend@example.test'),
    ).toBe(true);
    expect(mailMentions('mailto:tom.friend=40example.test', 'tom.friend@example.test')).toBe(true);
  });
  it('not inside a longer address', () => {
    expect(mailMentions('To: xtom.friend@example.test', 'tom.friend@example.test')).toBe(false);
    expect(mailMentions('To: tom.friend@example.test.org', 'tom.friend@example.test')).toBe(false);
    expect(mailMentions('To: tom.friend@example.testing', 'tom.friend@example.test')).toBe(false);
  });
});

// Which media URLs the sync fetches (pure): the CRM's own host whatever the scheme; elsewhere https
// only, and never an address of this machine or a private network, so a catalogue cannot make the
// server fetch its own or its cloud's internal URLs.
import { describe, expect, it } from 'vitest';
import { isInternalHost, mayFetch } from './media';

const CRM = 'http://crm.example.be/1.12/OmnicasaService.svc/';

describe('media addresses', () => {
  it("fetches from the CRM's host, and from public hosts over https", () => {
    expect(mayFetch('http://crm.example.be/media/1.jpg', CRM)).toBe(true);
    expect(mayFetch('https://photos.example-cdn.com/a/1.jpg', CRM)).toBe(true);
  });
  it('refuses plain http elsewhere, and internal addresses whatever the scheme', () => {
    expect(mayFetch('http://photos.example-cdn.com/a/1.jpg', CRM)).toBe(false);
    for (const url of [
      'https://127.0.0.1/x.jpg',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/x.pdf',
      'https://192.168.1.1/x.jpg',
      'https://172.20.0.1/x.jpg',
      'https://[::1]/x.jpg',
      'https://[fd00::1]/x.jpg',
      'https://localhost/x.jpg',
      'https://[::ffff:127.0.0.1]/x.jpg',
    ])
      expect(mayFetch(url, CRM), url).toBe(false);
  });
  it('trusts a CRM on loopback for its own media only (the fake CRM of the tests)', () => {
    const local = 'http://127.0.0.1:3192/OmnicasaService.svc/';
    expect(mayFetch('http://127.0.0.1:3192/media/photos/1.jpg', local)).toBe(true);
    expect(mayFetch('http://127.0.0.1:8080/admin', local)).toBe(false);
  });
  it('tells internal hosts from public ones', () => {
    expect(isInternalHost('172.15.0.1')).toBe(false);
    expect(isInternalHost('172.32.0.1')).toBe(false);
    expect(isInternalHost('8.8.8.8')).toBe(false);
    expect(isInternalHost('100.64.0.1')).toBe(true);
    expect(isInternalHost('photos.localhost')).toBe(true);
  });
});

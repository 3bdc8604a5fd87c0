import { describe, expect, it } from 'vitest';
import { loadDataFiles } from '@/lib/catalogue/data';
import { parseVideoLink } from './video';

const ID = 'N3zWiHU7w-7';
const youtube = (id: string) => ({
  kind: 'youtube',
  id,
  url: `https://www.youtube.com/watch?v=${id}`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  thumbnails: {
    low: `https://img.youtube.com/vi/${id}/default.jpg`,
    medium: `https://img.youtube.com/vi/${id}/mqdefault.jpg`,
    high: `https://img.youtube.com/vi/${id}/hqdefault.jpg`,
  },
});

describe('direct video files', () => {
  it.each([
    ['/video/properties/4155/rondleiding.mp4', 'mp4', 'video/mp4'],
    ['https://cdn.example.be/tours/villa.MP4', 'mp4', 'video/mp4'],
    ['https://cdn.example.be/tours/villa.mov', 'mov', 'video/quicktime'],
    ['https://cdn.example.be/tours/villa.WMV', 'wmv', 'video/x-ms-wmv'],
    ['https://cdn.example.be/tours/villa.avi', 'avi', 'video/x-msvideo'],
    ['https://cdn.example.be/tours/villa.Flv', 'flv', 'video/x-flv'],
    ['https://cdn.example.be/tours/villa.webm', 'webm', 'video/webm'],
  ])('%s is a %s file', (url, format, mimeType) => {
    expect(parseVideoLink(url)).toMatchObject({ kind: 'file', format, mimeType });
  });

  it('keeps query strings and fragments (signed CDN links, media fragments)', () => {
    expect(parseVideoLink('https://cdn.example.be/v/tour.mp4?token=abc&exp=123')).toEqual({
      kind: 'file',
      url: 'https://cdn.example.be/v/tour.mp4?token=abc&exp=123',
      format: 'mp4',
      mimeType: 'video/mp4',
    });
    expect(parseVideoLink('/video/tour.webm?v=2#t=10')).toMatchObject({ url: '/video/tour.webm?v=2#t=10', format: 'webm' });
  });

  it('keeps a path on this site relative', () => {
    expect(parseVideoLink('/video/properties/4155/rondleiding.mp4')).toEqual({
      kind: 'file',
      url: '/video/properties/4155/rondleiding.mp4',
      format: 'mp4',
      mimeType: 'video/mp4',
    });
  });

  it('percent-encodes spaces instead of breaking on them', () => {
    expect(parseVideoLink('/video/my tour.mp4')).toMatchObject({ url: '/video/my%20tour.mp4' });
  });

  it('reads the extension from the path, not the query string', () => {
    expect(parseVideoLink('https://example.be/download.php?file=tour.mp4')).toBeNull();
    expect(parseVideoLink('https://example.be/tour.mp4.exe')).toBeNull();
    expect(parseVideoLink('https://example.be/tour.mp4/')).toBeNull();
    expect(parseVideoLink('https://example.be/tourmp4')).toBeNull();
    expect(parseVideoLink('https://example.be/tour.mkv')).toBeNull();
    expect(parseVideoLink('https://example.be/tour.jpg')).toBeNull();
  });

  it('upgrades a protocol-relative link to https', () => {
    expect(parseVideoLink('//cdn.example.be/tour.mp4')).toMatchObject({ kind: 'file', url: 'https://cdn.example.be/tour.mp4' });
  });
});

describe('YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/watch/?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbCdEf123&t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}`,
    `https://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])('%s', (url) => {
    expect(parseVideoLink(url)).toEqual(youtube(ID));
  });

  it('accepts every character of the id alphabet', () => {
    expect(parseVideoLink('https://youtu.be/aZ09_-aZ09_')).toMatchObject({ id: 'aZ09_-aZ09_' });
  });

  it.each([
    ['an id of 10 characters', 'https://www.youtube.com/watch?v=N3zWiHU7w-'],
    ['an id of 12 characters', 'https://www.youtube.com/watch?v=N3zWiHU7w-7x'],
    ['a character outside the alphabet', 'https://youtu.be/N3zWiHU7w.7'],
    ['an encoded quote in the id', 'https://youtu.be/N3zWiHU7w%22'],
    ['no id', 'https://www.youtube.com/watch'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs'],
    ['a channel', 'https://www.youtube.com/@agency'],
    ['the id as a second path segment of watch', `https://www.youtube.com/watch/${ID}`],
    ['extra path after the id', `https://youtu.be/${ID}/extra`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['another look-alike host', `https://notyoutube.com/watch?v=${ID}`],
    ['credentials hiding the real host', `https://www.youtube.com@evil.example/watch?v=${ID}`],
  ])('rejects %s', (_, url) => {
    expect(parseVideoLink(url)).toBeNull();
  });
});

describe('Vimeo', () => {
  const vimeo = (id: string, h?: string) => ({
    kind: 'vimeo',
    id,
    url: `https://vimeo.com/${id}${h ? `/${h}` : ''}`,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1${h ? `&h=${h}` : ''}`,
  });

  it.each([
    'https://vimeo.com/204667457',
    'https://www.vimeo.com/204667457',
    'http://vimeo.com/204667457/',
    'https://vimeo.com/204667457?share=copy',
    'https://player.vimeo.com/video/204667457',
    'https://player.vimeo.com/video/204667457?autoplay=1&loop=1',
    'https://vimeo.com/channels/staffpicks/204667457',
    'https://vimeo.com/groups/architecture/videos/204667457',
    'https://vimeo.com/showcase/1234567/video/204667457',
    'vimeo.com/204667457',
  ])('%s', (url) => {
    expect(parseVideoLink(url)).toEqual(vimeo('204667457'));
  });

  it('keeps the hash of an unlisted video', () => {
    expect(parseVideoLink('https://vimeo.com/204667457/1a2b3c4d5e')).toEqual(vimeo('204667457', '1a2b3c4d5e'));
    expect(parseVideoLink('https://player.vimeo.com/video/204667457?h=1a2b3c4d5e')).toEqual(vimeo('204667457', '1a2b3c4d5e'));
  });

  it('drops a hash that is not one rather than passing it on', () => {
    expect(parseVideoLink('https://player.vimeo.com/video/204667457?h=x%22onload%3D')).toEqual(vimeo('204667457'));
  });

  it.each([
    'https://vimeo.com/abc',
    'https://vimeo.com/',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/204667457x',
    'https://player.vimeo.com/204667457',
    'https://vimeo.com.evil.example/204667457',
    'https://vimeo.com/-204667457',
    'https://vimeo.com/1234567890123456',
  ])('rejects %s', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });
});

describe('Facebook', () => {
  const plugin = (href: string) => `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`;

  it.each([
    ['https://www.facebook.com/immoagency/videos/1234567890123456/', 'https://www.facebook.com/immoagency/videos/1234567890123456/'],
    [
      'https://www.facebook.com/immo.agency/videos/villa-in-latem/1234567890123456',
      'https://www.facebook.com/immo.agency/videos/1234567890123456/',
    ],
    ['https://m.facebook.com/immoagency/videos/1234567890123456/', 'https://www.facebook.com/immoagency/videos/1234567890123456/'],
    ['https://facebook.com/watch/?v=1234567890123456', 'https://www.facebook.com/watch/?v=1234567890123456'],
    ['https://www.facebook.com/watch?v=1234567890123456', 'https://www.facebook.com/watch/?v=1234567890123456'],
    ['https://www.facebook.com/video.php?v=1234567890123456', 'https://www.facebook.com/watch/?v=1234567890123456'],
    ['https://www.facebook.com/reel/1234567890123456', 'https://www.facebook.com/reel/1234567890123456'],
    ['https://www.facebook.com/share/v/1AbCdEfGhI/', 'https://www.facebook.com/share/v/1AbCdEfGhI/'],
    ['https://fb.watch/aBcD3fGh1j/', 'https://fb.watch/aBcD3fGh1j/'],
  ])('%s', (url, href) => {
    expect(parseVideoLink(url)).toEqual({ kind: 'facebook', url: href, embedUrl: plugin(href) });
  });

  it.each([
    'https://www.facebook.com/immoagency',
    'https://www.facebook.com/immoagency/photos/1234567890123456',
    'https://www.facebook.com/immoagency/videos/abc/',
    'https://www.facebook.com/watch/?v=abc',
    'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fevil.example',
    'https://www.facebook.com/im%22moagency/videos/1234567890123456/',
    'https://fb.watch/',
    'https://facebook.com.evil.example/immoagency/videos/1234567890123456/',
  ])('rejects %s', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });
});

describe('3D and 360° tours', () => {
  it('recognises Matterport and starts the tour on load', () => {
    expect(parseVideoLink('https://my.matterport.com/show/?m=NoxUCrEE1xL')).toEqual({
      kind: 'tour',
      provider: 'matterport',
      url: 'https://my.matterport.com/show/?m=NoxUCrEE1xL',
      embedUrl: 'https://my.matterport.com/show/?m=NoxUCrEE1xL&play=1',
    });
    expect(parseVideoLink('https://my.matterport.com/show?m=NoxUCrEE1xL&brand=0&help=1')).toMatchObject({
      embedUrl: 'https://my.matterport.com/show/?m=NoxUCrEE1xL&play=1',
    });
    expect(parseVideoLink('my.matterport.com/show/?m=h7Df7gXeKmZ')).toMatchObject({ provider: 'matterport' });
  });

  it('recognises Nodalview and Kuula', () => {
    expect(parseVideoLink('https://www.nodalview.com/7oUdKXnqY2jD5YDmTquVKJkF')).toEqual({
      kind: 'tour',
      provider: 'nodalview',
      url: 'https://nodalview.com/7oUdKXnqY2jD5YDmTquVKJkF',
      embedUrl: 'https://nodalview.com/7oUdKXnqY2jD5YDmTquVKJkF',
    });
    expect(parseVideoLink('https://nodalview.com/s/3DN6S_pi13FQKQlpdGplAn')).toMatchObject({ provider: 'nodalview' });
    expect(parseVideoLink('https://kuula.co/share/collection/7PB7v?logo=1&info=1&fs=1')).toEqual({
      kind: 'tour',
      provider: 'kuula',
      url: 'https://kuula.co/share/collection/7PB7v',
      embedUrl: 'https://kuula.co/share/collection/7PB7v',
    });
    expect(parseVideoLink('https://kuula.co/share/NHcG3')).toMatchObject({ provider: 'kuula', url: 'https://kuula.co/share/NHcG3' });
  });

  it.each([
    'https://my.matterport.com/show/',
    'https://my.matterport.com/show/?m=short',
    'https://my.matterport.com/show/?m=NoxUCrEE1xL%22',
    'https://my.matterport.com/models/NoxUCrEE1xL',
    'https://matterport.com.evil.example/show/?m=NoxUCrEE1xL',
    'https://nodalview.com/pricing',
    'https://nodalview.com/fr/logiciel-visite-virtuelle-immobilier',
    'https://kuula.co/profile/agency',
    'https://kuula.co/share/collection/7PB7v/extra',
  ])('rejects %s', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });
});

describe('hostile and broken input', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript:alert(1)//.mp4',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)//x.mp4',
    'vbscript:msgbox(1)',
    'data:video/mp4;base64,AAAAIGZ0eXBpc29t',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd.mp4',
    'blob:https://example.be/550e8400-e29b-41d4-a716-446655440000',
    'ftp://example.be/tour.mp4',
    'about:blank',
    '/\\evil.example/tour.mp4',
    '\\\\evil.example\\tour.mp4',
    '///evil.example/tour.mp4',
    '//\\evil.example/tour.mp4',
    'https://user:pass@cdn.example.be/tour.mp4',
    'https://cdn.example.be@evil.example/x',
    'tour.mp4',
    './tour.mp4',
    '../video/tour.mp4',
    'video/tour.mp4',
    '#tour.mp4',
    '?v=N3zWiHU7w-7',
    'https://',
    'http:///tour.mp4',
    'not a url',
    '',
    '   ',
    'https://youtube.com/watch?v=N3zWiHU7w-7\u0000',
    `https://cdn.example.be/${'a'.repeat(2100)}.mp4`,
  ])('%j is nothing', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });

  it('ignores values that are not strings', () => {
    for (const value of [null, undefined, 42, {}, [], { Url: 'https://youtu.be/N3zWiHU7w-7' }, new URL('https://youtu.be/N3zWiHU7w-7')]) {
      expect(parseVideoLink(value)).toBeNull();
    }
  });

  it('never returns a link outside http(s) or this site', () => {
    const inputs = [
      'https://youtu.be/N3zWiHU7w-7',
      '/video/a.mp4',
      '//cdn.example.be/a.webm',
      'https://vimeo.com/1',
      'https://fb.watch/aBcD3fGh1j/',
    ];
    for (const input of inputs) {
      const link = parseVideoLink(input)!;
      expect(link.url).toMatch(/^(https?:\/\/|\/(?![/\\]))/);
      if ('embedUrl' in link) expect(link.embedUrl).toMatch(/^https:\/\//);
    }
  });
});

describe('parseVideoLink on the sample data', () => {
  it('recognises every video of every property', () => {
    const urls = loadDataFiles()['properties.json'].properties.flatMap((p) => p.Videos.map((v) => v.Url));
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(parseVideoLink(url), url).not.toBeNull();
  });
});

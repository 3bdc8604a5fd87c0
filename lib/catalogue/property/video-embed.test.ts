import { describe, expect, it } from 'vitest';
import { parseVideoLink, type VideoLink } from './video';
import { playerFor, providerName, youTubeSrcSet } from './video-embed';

function parsed(url: string): VideoLink {
  const link = parseVideoLink(url);
  if (!link) throw new Error(`not a video link: ${url}`);
  return link;
}

describe('youTubeSrcSet', () => {
  it('offers the low, medium and high thumbnails with their widths', () => {
    const link = parsed('https://youtu.be/N3zWiHU7w-7');
    if (link.kind !== 'youtube') throw new Error('expected YouTube');
    expect(youTubeSrcSet(link.thumbnails)).toBe(
      [`${link.thumbnails.low} 120w`, `${link.thumbnails.medium} 320w`, `${link.thumbnails.high} 480w`].join(', '),
    );
  });
});

describe('providerName', () => {
  it.each([
    ['https://www.youtube.com/watch?v=N3zWiHU7w-7', 'YouTube'],
    ['https://vimeo.com/204667457', 'Vimeo'],
    ['https://www.facebook.com/agency/videos/1234567890/', 'Facebook'],
    ['https://my.matterport.com/show/?m=NoxUCrEE1xL', 'Matterport'],
    ['https://nodalview.com/s/abcdefABCDEF12', 'Nodalview'],
    ['https://kuula.co/share/7lFKx', 'Kuula'],
  ])('names the third party behind %s', (url, name) => {
    expect(providerName(parsed(url))).toBe(name);
  });

  it('names none for a file on our own site', () => {
    expect(providerName(parsed('/video/properties/4155/rondleiding.mp4'))).toBeNull();
  });
});

describe('playerFor', () => {
  it('plays YouTube from the no-cookie host, with the permissions its player documents', () => {
    expect(playerFor(parsed('https://www.youtube.com/watch?v=N3zWiHU7w-7'))).toEqual({
      type: 'iframe',
      src: 'https://www.youtube-nocookie.com/embed/N3zWiHU7w-7?autoplay=1',
      allow: 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
      allowFullScreen: true,
      // YouTube refuses embeds that send no referrer at all.
      referrerPolicy: 'strict-origin-when-cross-origin',
    });
  });

  it('plays Vimeo with do-not-track', () => {
    const player = playerFor(parsed('https://vimeo.com/204667457'));
    expect(player).toMatchObject({ type: 'iframe', src: 'https://player.vimeo.com/video/204667457?dnt=1&autoplay=1' });
    expect(player.type === 'iframe' && player.allow).toContain('fullscreen');
  });

  it("plays Facebook through its video plugin and a tour in its host's own player", () => {
    expect(playerFor(parsed('https://www.facebook.com/agency/videos/1234567890/'))).toMatchObject({
      type: 'iframe',
      src: expect.stringMatching(/^https:\/\/www\.facebook\.com\/plugins\/video\.php\?href=/),
    });
    const tour = playerFor(parsed('https://my.matterport.com/show/?m=NoxUCrEE1xL'));
    expect(tour).toMatchObject({ type: 'iframe', src: 'https://my.matterport.com/show/?m=NoxUCrEE1xL&play=1' });
    expect(tour.type === 'iframe' && tour.allow).toContain('xr-spatial-tracking');
  });

  it('plays a file in a video element, with its MIME type for the browser to judge', () => {
    expect(playerFor(parsed('/video/properties/4155/rondleiding.mp4'))).toEqual({
      type: 'video',
      src: '/video/properties/4155/rondleiding.mp4',
      mimeType: 'video/mp4',
    });
    expect(playerFor(parsed('https://cdn.example.be/tour.wmv'))).toMatchObject({ type: 'video', mimeType: 'video/x-ms-wmv' });
  });
});

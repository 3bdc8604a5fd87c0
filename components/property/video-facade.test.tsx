// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { cleanup, fireEvent, render as renderInDom, screen } from '@testing-library/react';
import compile from 'icu-minify/compile';
import { TextsProvider } from '@/components/i18n/texts';
import nl from '@/messages/nl.json';
import { afterEach, describe, expect, it } from 'vitest';
import { parseVideoLink, type VideoLink } from '@/lib/catalogue/property/video';
import { VideoFacade } from './video-facade';

// The texts as the page provides them (components/i18n/client-texts.tsx): the Dutch catalogue's,
// compiled as the build compiles them (next.config.ts).
const video = Object.fromEntries(Object.entries(nl.Video).map(([key, message]) => [key, compile(message)]));

function render(ui: ReactElement) {
  return renderInDom(
    <TextsProvider locale="nl" timeZone="Europe/Brussels" messages={{ Video: video }}>
      {ui}
    </TextsProvider>,
  );
}

function link(url: string): VideoLink {
  const parsed = parseVideoLink(url);
  if (!parsed) throw new Error(url);
  return parsed;
}

afterEach(cleanup);

describe('VideoFacade', () => {
  it('shows a YouTube video as its thumbnail and loads the no-cookie player only on click, focused', () => {
    const { container } = render(<VideoFacade link={link('https://youtu.be/N3zWiHU7w-7')} name="Videorondleiding" poster={null} />);
    const button = screen.getByRole('button', { name: 'Video afspelen, Videorondleiding via YouTube' });
    expect(container.querySelector('iframe')).toBeNull();
    const thumbnail = container.querySelector('img');
    expect(thumbnail?.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(thumbnail?.getAttribute('loading')).toBe('lazy');

    fireEvent.click(button);
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/N3zWiHU7w-7?autoplay=1');
    expect(iframe?.getAttribute('title')).toBe('Videorondleiding');
    expect(document.activeElement).toBe(iframe);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives the focus back to the player when it was lost while the player loaded, and only then', () => {
    const { container } = render(<VideoFacade link={link('https://vimeo.com/204667457')} name="Buurt" poster={null} />);
    fireEvent.click(screen.getByRole('button'));
    const iframe = container.querySelector('iframe')!;
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    fireEvent.load(iframe);
    expect(document.activeElement).toBe(iframe);
    // A visitor who moved on meanwhile keeps their place.
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.focus();
    fireEvent.load(iframe);
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });

  it('words a tour as a tour', () => {
    render(<VideoFacade link={link('https://my.matterport.com/show/?m=NoxUCrEE1xL')} name="3D" poster={null} />);
    expect(screen.getByRole('button').textContent).toBe('Rondleiding starten, 3D via Matterport');
  });

  it('offers a download when the browser cannot play the file', () => {
    // jsdom plays nothing: canPlayType answers '' for every type, as a browser does for wmv.
    const { container } = render(<VideoFacade link={link('/video/properties/1/tour.wmv')} name="Rondleiding" poster={null} />);
    expect(screen.getByRole('button').textContent).toBe('Video afspelen, Rondleiding');
    fireEvent.click(screen.getByRole('button'));
    const download = screen.getByRole('link', { name: 'Video downloaden (WMV)' });
    expect(download.getAttribute('href')).toBe('/video/properties/1/tour.wmv');
    expect(download.hasAttribute('download')).toBe(true);
    expect(document.activeElement).toBe(download);
    expect(container.querySelector('video')).toBeNull();
  });
});

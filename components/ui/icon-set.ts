/**
 * The icons' drawings (24 × 24), the source of the sprite public/icons.svg (`npm run icons` writes it;
 * lib/icon-sprite.test.ts checks it is current). Pages never carry these paths: an icon is a `<use>` of
 * its symbol in the sprite (components/ui/icon.tsx), about a hundred bytes wherever it appears.
 */
export const ICON_PATHS = {
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  mail: 'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zm0 2v.4l8 5 8-5V7H4zm16 2.75-7.47 4.67a1 1 0 0 1-1.06 0L4 9.75V17h16V9.75z',
  pin: 'M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.5 2.1-1 1.7L11 12.7V7h2z',
  facebook: 'M14 8h3V4h-3c-2.76 0-4 1.79-4 4.5V11H7v4h3v7h4v-7h3l1-4h-4V8.75c0-.5.25-.75.75-.75H14z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.25 5.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5z',
  linkedin:
    'M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 9h3v12h-3V9zm6 0h2.9v1.7c.5-.9 1.7-2 3.6-2 3.5 0 4.5 2.2 4.5 5.3V21h-3v-6.3c0-1.6-.4-3-2-3s-2.5 1.2-2.5 3V21h-3.5V9z',
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 8v7h2v-7h-2zm0-3v2h2V7h-2z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5z',
  arrowUp: 'M12 5.2 18.4 11.6 17 13l-4-4V20h-2V9l-4 4-1.4-1.4L12 5.2z',
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  chevron: 'M9 6l6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6L9 6z',
  bed: 'M3 7h2v6h6V8h7a3 3 0 0 1 3 3v8h-2v-3H5v3H3V7zm4 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  document: 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm7 1.5V9h5.5L13 3.5zM8 12v2h8v-2H8zm0 4v2h8v-2H8z',
  street: 'M12 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM9 8h6l1 7h-2l-.5 7h-3L10 15H8l1-7z',
  area: 'M3 3h7v2H6.4l4.3 4.3-1.4 1.4L5 6.4V10H3V3zm18 18h-7v-2h3.6l-4.3-4.3 1.4-1.4 4.3 4.3V14h2v7z',
  bell: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z',
  calendar: 'M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2zM5 9v10h14V9H5zm2 2h4v4H7v-4z',
  share:
    'M18 2a3 3 0 1 1-2.2 5.04L8.9 11.1a3 3 0 0 1 0 1.8l6.9 4.06A3 3 0 1 1 15 19c0-.27.04-.53.1-.78L8.2 14.16a3 3 0 1 1 0-4.32l6.9-4.06A3 3 0 0 1 18 2z',
} as const;

/** The heart is drawn with a stroke; its fill is the `<svg>`'s own, filled or not (components/favourites/heart-icon.tsx). */
export const HEART_PATH =
  'M12 20.3 10.6 19C5.6 14.5 2.5 11.7 2.5 8.2 2.5 5.5 4.6 3.4 7.3 3.4c1.7 0 3.3.8 4.7 2.1 1.4-1.3 3-2.1 4.7-2.1 2.7 0 4.8 2.1 4.8 4.8 0 3.5-3.1 6.3-8.1 10.8L12 20.3z';

export type IconName = keyof typeof ICON_PATHS | 'heart';

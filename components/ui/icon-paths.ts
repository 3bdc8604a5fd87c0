/**
 * The icons a property card shows, as path data a client component can import alone: the card is a
 * client view (components/property/property-card-view.tsx) and must not bring the whole icon set.
 */
export const PIN = 'M12 2a7 7 0 0 1 7 7c0 5.25-7 13-7 13S5 14.25 5 9a7 7 0 0 1 7-7zm0 4.5A2.5 2.5 0 1 0 12 11.5 2.5 2.5 0 0 0 12 6.5z';
export const BED = 'M3 7h2v6h6V8h7a3 3 0 0 1 3 3v8h-2v-3H5v3H3V7zm4 2.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4z';
export const AREA = 'M3 3h7v2H6.4l4.3 4.3-1.4 1.4L5 6.4V10H3V3zm18 18h-7v-2h3.6l-4.3-4.3 1.4-1.4 4.3 4.3V14h2v7z';

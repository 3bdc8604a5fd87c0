/**
 * Constants of the map frame protocol (lib/catalogue/map/message.ts has the message and its schema). Free of zod:
 * the page that embeds the frame imports these into its client bundle.
 */

/** The frame's own page; not under a language, not indexed (proxy.ts lets it through untouched). */
export const MAP_FRAME_PATH = '/map-frame/';
/** Tells our messages apart from anything else a window may receive (browser extensions, devtools). */
export const MAP_MESSAGE_TYPE = 'vitrine:map';
/** What the frame answers its parent once it listens, so a message sent too early is sent again. */
export const MAP_READY_TYPE = 'vitrine:map-ready';
/** Delay between the frame's load event and the message (docs/product.md section 7). */
export const MAP_POST_DELAY_MS = 50;
/** Zoom for a single marker (a detail page); several markers are fitted to their bounds up to this zoom. */
export const MAP_SINGLE_ZOOM = 15;
/**
 * Most markers one message carries. A listing can match 10,000 properties; every one would travel
 * three times (RSC payload, postMessage, Leaflet DOM). Measured in docs/decisions/0008-map-frame.md.
 */
export const MAP_MAX_MARKERS = 500;

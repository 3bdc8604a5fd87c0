// @ts-check
/**
 * Next's own page cache (its FileSystemCache), kept in memory only: pages generated on demand (detail
 * pages, filtered listings) live in its LRU of `cacheMaxMemorySize` and are never written to disk
 * (docs/decisions/0022). Prerendered pages are still read from the build's output.
 *
 * Why a handler rather than `experimental.isrFlushToDisk: false`: that switch also turns off the image
 * optimizer's disk cache, so every photo was resized again on every request. With this handler the
 * switch stays on for images (an LRU on disk bounded by `images.maximumDiskCacheSize`) and off for pages.
 * Plain CommonJS because Next imports it at run time, outside the bundle.
 */
const { default: FileSystemCache } = require('next/dist/server/lib/incremental-cache/file-system-cache.js');

module.exports = class MemoryPageCache extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }
};

#!/usr/bin/env bash
# Writes the sample videos from the sample photos (committed; needs ffmpeg, Debian's `ffmpeg` package):
#   public/video/banner.mp4                       the home banner's video (site.json homeBanner.video)
#   public/video/properties/{id}/rondleiding.mp4  a property's own video file (properties.json Videos)
# Each is a slow cross-fade over the photos, silent, H.264 in MP4 with the index first (plays while it
# loads), small enough to commit. Run again after `npm run data:photos` changes the photos.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v ffmpeg >/dev/null || { echo "sample-videos: ffmpeg not found (apt-get install ffmpeg)" >&2; exit 1; }

# slideshow OUT WIDTH HEIGHT PHOTO...: each photo 4 s, 1 s cross-fades, 24 frames a second.
slideshow() {
  local out=$1 width=$2 height=$3
  shift 3
  local inputs=() filters='' last='[v0]' offset=3 i=0
  for photo in "$@"; do
    inputs+=(-loop 1 -t 4 -i "$photo")
    filters+="[$i:v]scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1,fps=24,format=yuv420p[v$i];"
    i=$((i + 1))
  done
  for ((n = 1; n < i; n++)); do
    filters+="${last}[v$n]xfade=transition=fade:duration=1:offset=${offset}[x$n];"
    last="[x$n]"
    offset=$((offset + 3))
  done
  filters+="${last}format=yuv420p[out]"
  mkdir -p "$(dirname "$out")"
  ffmpeg -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map '[out]' -an \
    -c:v libx264 -preset slow -crf 32 -profile:v main -movflags +faststart -map_metadata -1 -fflags +bitexact "$out"
  echo "sample-videos: $out ($(($(stat -c %s "$out") / 1024)) kB)"
}

slideshow public/video/banner.mp4 1280 720 public/photos/banner/1.jpg public/photos/banner/2.jpg public/photos/banner/3.jpg
for dir in $(node -e '
  const { properties } = require("./data/properties.json");
  const ids = new Set(properties.flatMap((p) => (p.Videos ?? []).map((v) => /^\/video\/properties\/(\d+)\/rondleiding\.mp4$/.exec(v.Url)?.[1]).filter(Boolean)));
  console.log([...ids].join(" "));
'); do
  slideshow "public/video/properties/$dir/rondleiding.mp4" 960 540 public/photos/properties/"$dir"/*.jpg
done

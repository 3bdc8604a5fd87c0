/**
 * The app's last-resort not-found content, which Next puts in the flight data of every page (the root
 * segment's boundary, sent for client-side navigations). Without this file Next puts its own there: an
 * English page with inline styles, 1.2 kB of every document (docs/decisions/0004, amendment). Visitors
 * never see it: the proxy rewrites what does not exist to the localized not-found pages; what reaches
 * this is a missing build file or a request that bypassed the proxy (a 404 either way).
 */
export default function NotFound() {
  return <h1>404</h1>;
}

import type { TagPlan } from '@/lib/visitor/consent/consent';

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
  push?: unknown;
};
type ConsentWindow = Window & { dataLayer: unknown[]; gtag: (...args: unknown[]) => void; fbq?: Queue; _fbq?: Queue };

const loaded = new Set<string>();

function addScript(src: string) {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/**
 * Loads the tags a choice allows, each once per page: Google tag (analytics and ads ids), Tag Manager and
 * the Meta pixel. Called only after the consent update and the page view are in the data layer.
 */
export function loadTags(plan: TagPlan) {
  const w = window as unknown as ConsentWindow;
  if (plan.gtag.length > 0) {
    w.gtag('js', new Date());
    for (const id of plan.gtag) w.gtag('config', id, { send_page_view: false });
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(plan.gtag[0]!)}`);
  }
  if (plan.tagManager) {
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(plan.tagManager)}`);
  }
  if (plan.socialPixel && !w.fbq) {
    // Meta's documented queue, so calls made before fbevents.js arrives are kept.
    const fbq: Queue = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args));
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.push = fbq;
    w.fbq = fbq;
    w._fbq = fbq;
    fbq('consent', 'grant');
    fbq('init', plan.socialPixel);
    fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
}

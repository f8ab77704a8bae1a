/**
 * The scripts and style sheets a page's HTML loads, read with patterns (a service worker has no DOMParser): what
 * a page kept for offline use needs besides its HTML. Next.js writes these tags itself, attribute values quoted.
 */
const TAG = /<(script|link)\b[^>]*>/gi;

function attribute(tag: string, name: string): string | null {
  return (
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined) ?? null
  );
}

const ASSET_LINKS = /^(?:stylesheet|preload|modulepreload)$/i;
const PRELOADED = /^(?:script|style|font)$/i;

/** Same-origin addresses of the page's scripts, style sheets and preloaded fonts, absolute, without duplicates. */
export function assetUrlsFromHtml(html: string, pageUrl: string): string[] {
  const base = new URL(pageUrl);
  const found = new Set<string>();
  for (const [tag, name] of html.matchAll(TAG)) {
    let href: string | null = null;
    if (name.toLowerCase() === 'script') href = attribute(tag, 'src');
    else {
      const rel = attribute(tag, 'rel') ?? '';
      const as = attribute(tag, 'as') ?? '';
      if (ASSET_LINKS.test(rel) && (rel.toLowerCase() !== 'preload' || PRELOADED.test(as)))
        href = attribute(tag, 'href');
    }
    if (!href) continue;
    const url = new URL(href.replaceAll('&amp;', '&'), base);
    if (url.origin === base.origin) found.add(url.href);
  }
  return [...found];
}

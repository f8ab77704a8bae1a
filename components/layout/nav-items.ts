/**
 * The header's destinations (locale-less paths). `match` marks the link active for sub-pages too; `exclude`
 * keeps it off where a more specific destination owns the page.
 */
export const NAV_ITEMS = [
  {
    key: 'flashCards',
    href: '/flash-cards',
    match: ['/flash-cards', '/jp/flash-card'],
    exclude: ['/flash-cards/custom'],
  },
  { key: 'conjugation', href: '/jp/conjugation/verb', match: ['/jp/conjugation'] },
  // Making or editing a set is work on one's own sets, not community browsing.
  { key: 'mySets', href: '/my-flash-card', match: ['/my-flash-card'], forms: true },
  {
    key: 'community',
    href: '/flash-cards/custom',
    match: ['/flash-cards/custom'],
    exclude: ['/flash-cards/custom/new'],
    forms: false,
  },
  { key: 'settings', href: '/settings', match: ['/settings'] },
] as const;

/** The set form's two addresses: /flash-cards/custom/new and /flash-cards/custom/{set}/edit. */
const SET_FORM = /^\/flash-cards\/custom\/(?:new|[^/]+\/edit)\/?$/;

export function isActive(pathname: string, item: (typeof NAV_ITEMS)[number]): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if ('forms' in item && SET_FORM.test(pathname)) return item.forms;
  if ('exclude' in item && item.exclude.some(under)) return false;
  return item.match.some(under);
}

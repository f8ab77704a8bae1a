/** The header's destinations (locale-less paths); `match` marks the link active for sub-pages too. */
export const NAV_ITEMS = [
  { key: 'flashCards', href: '/flash-cards', match: ['/flash-cards', '/jp/flash-card'], exclude: ['/flash-cards/custom'] },
  { key: 'conjugation', href: '/jp/conjugation/verb', match: ['/jp/conjugation'] },
  { key: 'mySets', href: '/my-flash-card', match: ['/my-flash-card'] },
  { key: 'community', href: '/flash-cards/custom', match: ['/flash-cards/custom'] },
  { key: 'settings', href: '/settings', match: ['/settings'] },
] as const;

export type NavKey = (typeof NAV_ITEMS)[number]['key'];

export function isActive(pathname: string, item: (typeof NAV_ITEMS)[number]): boolean {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if ('exclude' in item && item.exclude.some(under)) return false;
  return item.match.some(under);
}

import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isActive } from '@/components/layout/nav-items';

const activeKeys = (pathname: string) => NAV_ITEMS.filter((item) => isActive(pathname, item)).map((item) => item.key);

describe('the header marks the section a page belongs to', () => {
  it.each([
    ['/flash-cards', ['flashCards']],
    ['/jp/flash-card/kanji/n5/1', ['flashCards']],
    ['/jp/conjugation/adjective', ['conjugation']],
    ['/flash-cards/custom', ['community']],
    ['/flash-cards/custom/AbCdEf123456', ['community']],
    ['/flash-cards/custom/AbCdEf123456/written-test', ['community']],
    ['/flash-cards/custom/new', ['mySets']],
    ['/flash-cards/custom/AbCdEf123456/edit', ['mySets']],
    ['/my-flash-card', ['mySets']],
    ['/settings', ['settings']],
    ['/about', []],
  ])('%s → %j', (pathname, expected) => {
    expect(activeKeys(pathname)).toEqual(expected);
  });
});

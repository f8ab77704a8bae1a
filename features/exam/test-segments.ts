/**
 * The address segment of each test (…/written-test, …/multi-choice-test) and the test it stands for. One
 * dynamic `[test]` route segment serves both, for built-in units and custom sets alike: the two pages differed
 * only in the test kind, and with a segment the list of tests lives here once (built-in tests list it in
 * generateStaticParams, so they stay prerendered; custom sets' tests stay rendered per request).
 */
import { notFound } from 'next/navigation';
import type { TestKind } from './types';

export const TEST_SEGMENTS = ['written-test', 'multi-choice-test'] as const;
export type TestSegment = (typeof TEST_SEGMENTS)[number];

const TEST_KIND_OF: Record<TestSegment, TestKind> = {
  'written-test': 'written',
  'multi-choice-test': 'multipleChoice',
};

export function isTestSegment(value: string): value is TestSegment {
  return (TEST_SEGMENTS as readonly string[]).includes(value);
}

/** Resolves the `[test]` route segment, or shows the 404 screen. */
export function requireTestSegment(value: string): TestSegment {
  return isTestSegment(value) ? value : notFound();
}

export function testKindOf(segment: TestSegment): TestKind {
  return TEST_KIND_OF[segment];
}

/** Where a test's title and heading live in the messages (pages.writtenTest, pages.multiChoiceTest). */
export function testMessagesKey(testKind: TestKind): 'writtenTest' | 'multiChoiceTest' {
  return testKind === 'written' ? 'writtenTest' : 'multiChoiceTest';
}

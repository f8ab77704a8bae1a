import { describe, expect, it } from 'vitest';
import { isTestSegment, TEST_SEGMENTS, testKindOf, testMessagesKey } from '@/features/exam/test-segments';

describe('test segments', () => {
  it('names each test by its address segment', () => {
    expect(TEST_SEGMENTS).toEqual(['written-test', 'multi-choice-test']);
    expect(testKindOf('written-test')).toBe('written');
    expect(testKindOf('multi-choice-test')).toBe('multipleChoice');
  });

  it('knows no other segment', () => {
    expect(isTestSegment('written-test')).toBe(true);
    expect(isTestSegment('Written-Test')).toBe(false);
    expect(isTestSegment('viewer')).toBe(false);
    expect(isTestSegment('')).toBe(false);
  });

  it('finds each test’s title and heading in the messages', () => {
    expect(testMessagesKey('written')).toBe('writtenTest');
    expect(testMessagesKey('multipleChoice')).toBe('multiChoiceTest');
  });
});

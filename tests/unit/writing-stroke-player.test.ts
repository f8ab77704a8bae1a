import { describe, expect, it } from 'vitest';
import type { PlayerAction, PlayerState } from '@/features/writing/stroke-player';
import * as player from '@/features/writing/stroke-player';

const { canStepBack, canStepForward, initialPlayer, isPlaying, shownStrokes, stepPlayer } = player;

type Name = PlayerAction['type'];
const run = (names: Name[], animate: boolean, state: PlayerState = initialPlayer(4)) =>
  names.reduce((current, type) => stepPlayer(current, { type }, animate), state);
const view = (state: PlayerState) => ({ shown: shownStrokes(state), done: state.done, mode: state.mode });

describe('with animation', () => {
  it.each<[string, Name[], { shown: number; done: number; mode: string }]>([
    ['starts with the whole kanji, still', [], { shown: 4, done: 4, mode: 'still' }],
    ['play at the end starts over, drawing the first stroke', ['toggle'], { shown: 1, done: 0, mode: 'playing' }],
    ['plays on from one stroke to the next', ['toggle', 'drawn', 'drawn'], { shown: 3, done: 2, mode: 'playing' }],
    [
      'stops after the last stroke',
      ['toggle', 'drawn', 'drawn', 'drawn', 'drawn'],
      { shown: 4, done: 4, mode: 'still' },
    ],
    ['pauses half way through a stroke', ['toggle', 'drawn', 'toggle'], { shown: 2, done: 1, mode: 'paused' }],
    [
      'goes on after a pause from the same stroke',
      ['toggle', 'drawn', 'toggle', 'toggle'],
      { shown: 2, done: 1, mode: 'playing' },
    ],
    ['a paused stroke does not finish by itself', ['toggle', 'toggle', 'drawn'], { shown: 1, done: 0, mode: 'paused' }],
    ['back from the whole kanji hides the last stroke', ['back'], { shown: 3, done: 3, mode: 'still' }],
    ['back while drawing takes that stroke away', ['toggle', 'drawn', 'back'], { shown: 1, done: 1, mode: 'still' }],
    ['back stops at no stroke', ['back', 'back', 'back', 'back', 'back'], { shown: 0, done: 0, mode: 'still' }],
    ['forward draws one stroke, then stops', ['back', 'back', 'forward'], { shown: 3, done: 2, mode: 'stepping' }],
    ['a step ends still', ['back', 'back', 'forward', 'drawn'], { shown: 3, done: 3, mode: 'still' }],
    [
      'forward while drawing completes it and draws the next',
      ['toggle', 'forward'],
      { shown: 2, done: 1, mode: 'stepping' },
    ],
    [
      'forward on the last stroke being drawn completes it',
      ['back', 'forward', 'forward'],
      { shown: 4, done: 4, mode: 'still' },
    ],
    ['forward at the end does nothing', ['forward'], { shown: 4, done: 4, mode: 'still' }],
    [
      'replay starts over while playing',
      ['toggle', 'drawn', 'drawn', 'replay'],
      { shown: 1, done: 0, mode: 'playing' },
    ],
    [
      'play after stepping back plays on from there',
      ['back', 'back', 'toggle'],
      { shown: 3, done: 2, mode: 'playing' },
    ],
  ])('%s', (_, names, expected) => {
    expect(view(run(names, true))).toEqual(expected);
  });

  it('pauses a single step too, and says so', () => {
    const stepping = run(['back', 'forward'], true);
    expect(isPlaying(stepping)).toBe(true);
    expect(run(['toggle'], true, stepping).mode).toBe('paused');
  });
});

describe('without animation (prefers-reduced-motion)', () => {
  it.each<[string, Name[], { shown: number; done: number; mode: string }]>([
    ['play shows every stroke at once', ['back', 'back', 'toggle'], { shown: 4, done: 4, mode: 'still' }],
    ['replay shows every stroke at once', ['back', 'replay'], { shown: 4, done: 4, mode: 'still' }],
    ['forward shows one whole stroke', ['back', 'back', 'forward'], { shown: 3, done: 3, mode: 'still' }],
    ['back hides one whole stroke', ['back'], { shown: 3, done: 3, mode: 'still' }],
  ])('%s', (_, names, expected) => {
    expect(view(run(names, false))).toEqual(expected);
  });

  it('settles a stroke that was being drawn when motion was turned off', () => {
    const stepping = run(['back', 'back', 'forward'], true);
    expect(view(run(['settle'], false, stepping))).toEqual({ shown: 3, done: 3, mode: 'still' });
    const playing = run(['back', 'back', 'toggle'], true);
    expect(view(run(['settle'], false, playing))).toEqual({ shown: 4, done: 4, mode: 'still' });
  });
});

describe('which steps are possible', () => {
  it.each<[string, Name[], boolean, boolean]>([
    ['the whole kanji: back only', [], true, false],
    ['no stroke: forward only', ['back', 'back', 'back', 'back'], false, true],
    ['the last stroke being drawn: both', ['back', 'forward'], true, true],
  ])('%s', (_, names, back, forward) => {
    const state = run(names, true);
    expect([canStepBack(state), canStepForward(state)]).toEqual([back, forward]);
  });
});

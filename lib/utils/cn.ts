import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, validators } from 'tailwind-merge';

const { isAny, isArbitraryValue } = validators;

/** Our palette's colours (zinc-500, primary-500/10, white/90, …) and semantic tokens (muted, surface, line, …). */
const TOKENS = new RegExp(
  '^(inherit|current|transparent|black|white|muted|soft|on-primary|surface|surface-hover|line|line-strong|' +
    'fg|body|icon|quiet|ink|key-fg|placeholder|faint|page|canvas|raised|subtle|panel|key|chip|well|tabs|tab-hover|' +
    'tint|control|notice|hero|art|chart|chart-soft|selected|link|info|learning-fg|learning-icon|diff-bg|diff-ring|' +
    'diff-mark|key-line|(success|danger|warning|info|accent)(-[a-z-]+)?)(\\/\\d+)?$',
);
const isColor = (value: string) =>
  TOKENS.test(value) || /^[a-z]+-\d{2,3}(\/\d+)?$/.test(value) || isArbitraryValue(value);

const FONT_SIZES = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'];
const FONT_WEIGHTS = ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'];
const ALIGN = ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'baseline', 'normal'];
const SIDES = ['', 'x', 'y', 't', 'r', 'b', 'l', 's', 'e'] as const;

/** Spacing groups (p, px, … / m, mx, …): a whole-box class overrides the axis and side ones after it. */
function spacing(prefix: string) {
  const groups = Object.fromEntries(SIDES.map((side) => [`${prefix}${side}`, [{ [`${prefix}${side}`]: [isAny] }]]));
  const conflicts = {
    [prefix]: SIDES.slice(1).map((side) => `${prefix}${side}`),
    [`${prefix}x`]: [`${prefix}r`, `${prefix}l`, `${prefix}s`, `${prefix}e`],
    [`${prefix}y`]: [`${prefix}t`, `${prefix}b`],
  };
  return { groups, conflicts };
}

const padding = spacing('p');
const margin = spacing('m');

/**
 * tailwind-merge with only the class groups our primitives let a caller override (layout, spacing, sizing,
 * type, colour, border): the library's full Tailwind table is ~8 kB gzip on every page, this ~2 kB. A class
 * outside these groups is kept as written, so an override in a new group needs its group added here.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 200,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    inset: [{ inset: [isAny] }],
    z: [{ z: [isAny] }],
    ...padding.groups,
    ...margin.groups,
    w: [{ w: [isAny] }],
    h: [{ h: [isAny] }],
    size: [{ size: [isAny] }],
    'min-w': [{ 'min-w': [isAny] }],
    'max-w': [{ 'max-w': [isAny] }],
    'min-h': [{ 'min-h': [isAny] }],
    'max-h': [{ 'max-h': [isAny] }],
    gap: [{ gap: [isAny] }],
    'gap-x': [{ 'gap-x': [isAny] }],
    'gap-y': [{ 'gap-y': [isAny] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    'flex-wrap': [{ flex: ['wrap', 'wrap-reverse', 'nowrap'] }],
    flex: [{ flex: [isAny] }],
    'col-span': [{ col: [{ span: [isAny] }] }],
    'align-items': [{ items: ALIGN }],
    'justify-content': [{ justify: ALIGN }],
    'font-size': [{ text: FONT_SIZES }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [isColor] }],
    'font-weight': [{ font: FONT_WEIGHTS }],
    'bg-color': [{ bg: [isColor] }],
    rounded: ['rounded', { rounded: ['none', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', 'full', isArbitraryValue] }],
    'border-w': ['border', { border: ['0', '2', '4', '8'] }],
    'border-color': [{ border: [isColor] }],
    shadow: ['shadow', { shadow: ['none', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] }],
    transition: ['transition', { transition: [isAny] }],
    cursor: [{ cursor: [isAny] }],
    overflow: [{ overflow: ['auto', 'hidden', 'clip', 'visible', 'scroll'] }],
  },
  conflictingClassGroups: {
    ...padding.conflicts,
    ...margin.conflicts,
    size: ['w', 'h'],
    gap: ['gap-x', 'gap-y'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/**
 * Class names for a component: falsy ones skipped, and where two utilities set the same property the later
 * one wins (`cn('px-4', props.className)` with `px-2` gives `px-2`), so a caller can adjust a primitive.
 */
export function cn(...classes: ClassValue[]): string {
  return merge(clsx(classes));
}

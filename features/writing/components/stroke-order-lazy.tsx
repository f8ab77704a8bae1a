'use client';

import dynamic from 'next/dynamic';
import { StrokeOrderFrame } from './stroke-order-frame';

/**
 * The stroke order with its code in a chunk of its own, out of the page's first load. Rendered on the server
 * too (in its loading state: the box with the kanji), so the page keeps its layout while the chunk loads.
 */
export const LazyStrokeOrder = dynamic(() => import('./stroke-order').then((module) => module.StrokeOrder), {
  loading: () => <StrokeOrderFrame busy />,
});

/** The dialog a list opens to show one kanji's stroke order; its code (Radix's dialog too) loads on first use. */
export const loadStrokeOrderDialog = () => import('./stroke-order-dialog').then((module) => module.StrokeOrderDialog);
export const LazyStrokeOrderDialog = dynamic(loadStrokeOrderDialog, { ssr: false });

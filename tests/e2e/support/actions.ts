/**
 * Server actions called over HTTP the way an attacker (or a script) would, without the UI: the action id
 * comes from the build's manifest (.next/server/server-reference-manifest.json), the arguments in React's
 * wire format (JSON for plain values), and the answer is the action's return value.
 */
import { readFileSync } from 'node:fs';

import type { APIRequestContext } from '@playwright/test';

import { BASE_URL } from './servers';

type ManifestEntry = { filename: string; exportedName: string; workers: Record<string, unknown> };
const manifest = JSON.parse(
  readFileSync(`${process.env.NEXT_DIST_DIR ?? '.next'}/server/server-reference-manifest.json`, 'utf8'),
) as {
  node: Record<string, ManifestEntry>;
};
export const actions = new Map(
  Object.entries(manifest.node).map(([id, entry]) => [entry.exportedName, { id, ...entry }]),
);

/** A page of the app that carries the action (Next.js runs an action only through a page that uses it). */
export function pageFor(action: string, setId: string): string {
  const worker = Object.keys(actions.get(action)!.workers)[0];
  const route = worker
    .replace(/^app\/\[locale\]/, '')
    .replace(/\/page$/, '')
    .replace(/\/\([^)]+\)/g, '')
    .replace('/custom/[set]', `/custom/${setId}`)
    .replace('[kind]', 'kanji')
    .replace('[test]', 'written-test')
    .replace('[set]', 'n5')
    .replace('[unit]', '1');
  return `/en${route}`;
}

/** Calls a server action as the browser would (React's wire format) and returns what it answered. */
export async function callAction(
  request: APIRequestContext,
  action: string,
  args: unknown[],
  setId: string,
  forgeCookie = false,
  headers: Record<string, string> = {},
) {
  const response = await request.post(pageFor(action, setId), {
    headers: {
      'Next-Action': actions.get(action)!.id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: BASE_URL,
      // A made-up session cookie gets a guest past the proxy's cheap cookie check: the action's own check
      // is what is under test.
      ...(forgeCookie ? { Cookie: 'authjs.session-token=forged' } : {}),
      ...headers,
    },
    data: JSON.stringify(args),
    maxRedirects: 0,
  });
  const body = await response.text();
  const row = body.split('\n').find((line) => line.startsWith('1:'));
  return {
    status: response.status(),
    result: row ? (JSON.parse(row.slice(2)) as { ok?: boolean; error?: string }) : undefined,
    body,
  };
}

/** A valid private set for saveSetAction: two cards, the name given, anything else overridden. */
export const setInput = (name: string, overrides: Record<string, unknown> = {}) => ({
  name,
  description: 'Only for its owner',
  customLevel: '',
  wordLanguage: 'ja',
  meaningLanguage: 'en',
  jlptLevel: '',
  visibility: 'onlyMe',
  cards: [
    { word: '秘密', pronunciation: 'ひみつ', meaning: 'secret', note: '' },
    { word: '鍵', pronunciation: 'かぎ', meaning: 'key', note: '' },
  ],
  ...overrides,
});

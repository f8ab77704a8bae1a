/**
 * What the cluster test does as a user would, over HTTP: sign in, call the set actions (the way the browser posts
 * them: the action id from the build's manifest, React's wire format), read pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { postCredentials } from '../resilience/browse';

const REQUEST_TIMEOUT_MS = 15_000;

type ManifestEntry = { workers: Record<string, unknown>; exportedName: string };
let manifest: Map<string, { id: string; worker: string }> | undefined;

function action(name: string) {
  manifest ??= new Map(
    Object.entries(
      (
        JSON.parse(
          readFileSync(
            path.join(process.env.NEXT_DIST_DIR || '.next', 'server/server-reference-manifest.json'),
            'utf8',
          ),
        ) as { node: Record<string, ManifestEntry> }
      ).node,
    ).map(([id, entry]) => [entry.exportedName, { id, worker: Object.keys(entry.workers)[0] }]),
  );
  const found = manifest.get(name);
  if (!found) throw new Error(`no server action ${name} in the build`);
  return found;
}

/** A page that carries the action (Next.js runs an action only through a page that imports it). */
function pageOf(worker: string, setId: string): string {
  return `/en${worker
    .replace(/^app\/\[locale\]/, '')
    .replace(/\/page$/, '')
    .replace(/\/\([^)]+\)/g, '')
    .replace('[set]', setId)}`;
}

export interface ActionAnswer {
  status: number;
  result?: { ok?: boolean; error?: string; id?: string };
}

export async function callAction(
  base: string,
  cookie: string,
  name: string,
  args: unknown[],
  setId = 'new',
): Promise<ActionAnswer> {
  const { id, worker } = action(name);
  const response = await fetch(`${base}${pageOf(worker, setId)}`, {
    method: 'POST',
    headers: {
      'Next-Action': id,
      'Content-Type': 'text/plain;charset=UTF-8',
      Accept: 'text/x-component',
      Origin: base,
      Cookie: cookie,
    },
    body: JSON.stringify(args),
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const row = (await response.text()).split('\n').find((line) => line.startsWith('1:'));
  return { status: response.status, result: row ? JSON.parse(row.slice(2)) : undefined };
}

/** A set of two cards, private unless said otherwise. */
export const newSet = (name: string, visibility: 'onlyMe' | 'everyone' = 'onlyMe') => ({
  name,
  description: 'Made by the cluster test',
  customLevel: '',
  wordLanguage: 'ja',
  meaningLanguage: 'en',
  jlptLevel: '',
  visibility,
  cards: [
    { word: '雲', pronunciation: 'くも', meaning: 'cloud', note: '' },
    { word: '橋', pronunciation: 'はし', meaning: 'bridge', note: '' },
  ],
});

/** Creates a set through `base` and returns its id. */
export async function createSet(base: string, cookie: string, name: string, visibility?: 'onlyMe' | 'everyone') {
  const answer = await callAction(base, cookie, 'saveSetAction', [newSet(name, visibility), null]);
  if (!answer.result?.ok || !answer.result.id) throw new Error(`creating "${name}" failed: ${JSON.stringify(answer)}`);
  return answer.result.id;
}

export async function setVisibility(base: string, cookie: string, id: string, visibility: 'onlyMe' | 'everyone') {
  const answer = await callAction(base, cookie, 'setVisibilityAction', [id, visibility], id);
  if (!answer.result?.ok) throw new Error(`making ${id} ${visibility} failed: ${JSON.stringify(answer)}`);
}

export async function get(base: string, pathname: string, cookie?: string) {
  const response = await fetch(`${base}${pathname}`, {
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/** A sign-in attempt from `clientIp` (the X-Forwarded-For entry the balancer would add): its HTTP status. */
export async function attemptSignIn(base: string, email: string, password: string, clientIp: string) {
  return (await postCredentials(base, email, password, clientIp)).status;
}

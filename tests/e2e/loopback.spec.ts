/**
 * A server bound to loopback behind a reverse proxy that terminates TLS: `next start -H 127.0.0.1` (and
 * `-H ::1` where the machine has IPv6 loopback), asked directly and as nginx forwards a request
 * (X-Forwarded-Proto: https, X-Forwarded-Host). Next.js takes a proxy rewrite for an external one when the
 * server was started with a loopback hostname and forwards it over the network (vercel/next.js#94745): such
 * pages answered 500. Every kind of address `proxy.ts` handles is asked here, as a guest and signed in, from
 * servers started from the suite's own build.
 */
import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { callAction, setInput } from './support/actions';
import { newSignedInPage } from './support/auth';
import { BASE_URL, E2E_PORT } from './support/servers';
import { hasIpv6Loopback, startExtraServer, type ExtraServer } from './support/extra-server';

test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL: the sets and the member live in the app database');
// In order, in one worker: the servers are started once for the file.
test.describe.configure({ mode: 'default', timeout: 120_000 });

/** Next to the suite's own port; E2E_LOOPBACK_PORT moves them. */
const FIRST_PORT = Number(process.env.E2E_LOOPBACK_PORT ?? E2E_PORT + 1);
const HOSTS = ['127.0.0.1', ...(hasIpv6Loopback() ? ['::1'] : [])];

/** How a TLS-terminating proxy (nginx, a load balancer) forwards a visitor's request. */
const BEHIND_TLS_PROXY = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'kotonoha.example' };

const servers = new Map<string, ExtraServer>();
let memberCookie = '';
let publicSet = { id: '', name: '' };
let privateSet = { id: '', name: '' };

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const started = await Promise.all(HOSTS.map((host, i) => startExtraServer(host, FIRST_PORT + i)));
  started.forEach((server, i) => servers.set(HOSTS[i]!, server));

  // A member with one public and one private set, made through the suite's own server.
  const page = await newSignedInPage(browser);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'authjs.session-token');
  memberCookie = `authjs.session-token=${session!.value}`;
  const create = async (visibility: 'everyone' | 'onlyMe') => {
    const name = `Loopback ${visibility} ${randomUUID().slice(0, 6)}`;
    const saved = await callAction(page.request, 'saveSetAction', [setInput(name, { visibility }), null], 'new');
    return { id: (saved.result as { id: string }).id, name };
  };
  publicSet = await create('everyone');
  privateSet = await create('onlyMe');
  await page.context().close();
});

test.afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
});

type Check = {
  what: string;
  path: string;
  signedIn?: boolean;
  /** A client-side navigation's request (React Server Components payload). */
  rsc?: boolean;
  status: number;
  /** Text the body must contain. */
  contains?: () => string;
  /** Where a redirect must lead (a path on the address the visitor used). */
  location?: string;
  cacheControl?: string;
};

const checks: Check[] = [
  { what: 'an address without a locale', path: '/about', status: 307, location: '/en/about' },
  { what: 'a prerendered page', path: '/en/about', status: 200, contains: () => '</html>' },
  {
    what: 'a login-only screen as a guest',
    path: '/en/my-flash-card',
    status: 307,
    location: '/en/auth/login?redirect=%2Fen%2Fmy-flash-card',
  },
  { what: 'a login-only screen signed in', path: '/en/my-flash-card', signedIn: true, status: 200 },
  { what: 'a public set as a guest', path: 'public set', status: 200, contains: () => publicSet.name },
  {
    what: 'a public set signed in',
    path: 'public set',
    signedIn: true,
    status: 200,
    contains: () => publicSet.name,
  },
  {
    what: 'a public set signed in, navigated to',
    path: 'public set',
    signedIn: true,
    rsc: true,
    status: 200,
    contains: () => publicSet.name,
  },
  {
    what: 'the owner’s private set',
    path: 'private set',
    signedIn: true,
    status: 200,
    contains: () => privateSet.name,
  },
  { what: 'a private set as a guest', path: 'private set', status: 404 },
  { what: 'the community as a guest', path: '/en/flash-cards/custom', status: 200, contains: () => 'Log in to browse' },
  {
    what: 'the community as a member',
    path: '/en/flash-cards/custom?q=Loopback',
    signedIn: true,
    status: 200,
    contains: () => publicSet.name,
    cacheControl: 'private, no-cache',
  },
  {
    what: 'the community as a member, navigated to',
    path: '/en/flash-cards/custom?q=Loopback',
    signedIn: true,
    rsc: true,
    status: 200,
    contains: () => publicSet.name,
  },
  { what: 'the community’s internal results route', path: '/en/flash-cards/custom/browse/q', status: 404 },
];

function pathOf(check: Check): string {
  if (check.path === 'public set') return `/en/flash-cards/custom/${publicSet.id}`;
  if (check.path === 'private set') return `/en/flash-cards/custom/${privateSet.id}`;
  return check.path;
}

async function expectEveryPageAnswers(base: string, forwarded: Record<string, string>, output = () => '') {
  for (const check of checks) {
    const ask = (path: string) =>
      fetch(`${base}${path}`, {
        redirect: 'manual',
        headers: {
          'accept-language': 'en',
          ...forwarded,
          ...(check.signedIn ? { cookie: memberCookie } : {}),
          ...(check.rsc ? { rsc: '1' } : {}),
        },
      });
    let response = await ask(pathOf(check));
    // Next.js sends a payload request without its cache-busting `_rsc` parameter to the address with it.
    const location = response.headers.get('location');
    if (check.rsc && response.status === 307 && location?.includes('_rsc')) response = await ask(location);
    const body = await response.text();
    const label = `${check.what} (${pathOf(check)}): ${response.status} ${body.slice(0, 200)}\n${output().slice(-1500)}`;
    expect.soft(response.status, label).toBe(check.status);
    if (check.contains)
      expect.soft(body.includes(check.contains()), `${label}\nshould contain ${check.contains()}`).toBe(true);
    // Relative, so the visitor stays on the address they used (never the server's own loopback one).
    if (check.location) expect.soft(response.headers.get('location'), label).toBe(check.location);
    if (check.cacheControl) expect.soft(response.headers.get('cache-control'), label).toBe(check.cacheControl);
  }
}

// The reference: the suite's own server, started without a hostname.
test('next start unbound: every page answers as expected', async () => {
  await expectEveryPageAnswers(BASE_URL, {});
  await expectEveryPageAnswers(BASE_URL, BEHIND_TLS_PROXY);
});

for (const host of HOSTS) {
  test(`next start -H ${host}: every page answers as it does unbound, asked directly and behind a TLS proxy`, async () => {
    const server = servers.get(host)!;
    await expectEveryPageAnswers(server.base, {}, server.output);
    await expectEveryPageAnswers(server.base, BEHIND_TLS_PROXY, server.output);
  });
}

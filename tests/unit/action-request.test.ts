// The proxy's check of a server action's body (lib/actions/action-request.ts): everything the browser sends for our
// actions passes (encoded by React's own client, the one Next.js ships), what Next.js cannot decode is refused.
// Over HTTP, tests/e2e/hostile-requests.spec.ts sends the refused bodies to every action of the build.
import fc from 'fast-check';
// @ts-expect-error -- Next.js's copy of React's client (the browser's encoder), shipped without types
import { encodeReply } from 'next/dist/compiled/react-server-dom-turbopack/client.node.js';
import { describe, expect, it } from 'vitest';

import { actionRequestRefusal } from '@/lib/actions/action-request';

const encode = encodeReply as (args: unknown[]) => Promise<string | FormData>;
const ACTION = '7f'.padEnd(42, '0');

function actionRequest(body: string | FormData, headers: Record<string, string> = {}) {
  const type: Record<string, string> = typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {};
  return new Request('http://localhost/en/auth/login', {
    method: 'POST',
    headers: { 'next-action': ACTION, ...type, ...headers },
    body,
  });
}
const refusalOf = (body: string | FormData, headers?: Record<string, string>) =>
  actionRequestRefusal(actionRequest(body, headers));

/** Form data with its entries in the order given (a row's position matters). */
function form(...entries: [string, string | Blob][]) {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

// What our actions' arguments are made of: JSON, undefined, the numbers JSON cannot write, dates, strings that
// look like the format's own tags, an object passed twice, a file, and form data with a file.
const leaf = fc.oneof(
  fc.string(),
  fc.constantFrom('$', '$$', '$B1', '$@0', '$undefined', '$0:0', '$K1'),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: true }),
);
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4, noNullPrototype: true }),
  ),
})).value;
const argumentsWithRepeats = fc
  .tuple(
    fc.array(value, { maxLength: 4 }),
    fc.array(fc.dictionary(fc.string(), value, { noNullPrototype: true }), { minLength: 1 }),
  )
  .chain(([args, shared]) =>
    fc.array(fc.constantFrom(...shared), { maxLength: 4 }).map((repeats) => [...args, ...repeats, { repeats }]),
  );
const file = fc.uint8Array({ maxLength: 64 }).map((bytes) => new File([bytes], 'avatar', { type: 'image/webp' }));
const formArguments = fc
  .tuple(fc.array(fc.tuple(fc.string(), fc.string())), value, file)
  .map(([fields, other, picture]) => [form(...fields, ['avatar', picture]), other]);
const fileArguments = fc.tuple(file, value, file).map(([picture, other, second]) => [picture, { other, second }]);

describe('what the browser sends for an action passes', () => {
  it('any arguments of the shapes our actions take, encoded by React', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(argumentsWithRepeats, formArguments, fileArguments), async (args) => {
        expect(await refusalOf(await encode(args))).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('a form posted without JavaScript, and requests that are no action', async () => {
    const noAction = new Request('http://localhost/en', { method: 'POST', body: 'x' });
    expect(await actionRequestRefusal(noAction)).toBeNull();
    expect(await actionRequestRefusal(new Request('http://localhost/en', { headers: { 'next-action': ACTION } }))).toBe(
      null,
    );
    const withoutScript = form(['$ACTION_ID_' + ACTION, ''], ['redirect', '/en']);
    const clientForm = form(['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${ACTION}","bound":null}`]);
    for (const body of [withoutScript, clientForm]) {
      expect(await actionRequestRefusal(new Request('http://localhost/en/auth/login', { method: 'POST', body }))).toBe(
        null,
      );
    }
  });
});

describe('what Next.js cannot decode is refused before it tries', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  it.each([
    ['an empty body', ''],
    ['text that is not JSON', 'not json'],
    ['broken JSON', '["a",'],
    ['a value that is not a list of arguments', '"x"'],
    ['an object for the list', '{}'],
    ['null', 'null'],
    ['a file that is not there', '["$B1"]'],
    ['a file reference that is no number', '["$Bx"]'],
    ['a promise', '["$@1"]'],
    ['a Map, a Set, an iterator', '["$Q1","$W2","$i3"]'],
    ['a row that is not there', '["$1"]'],
    ['a path to nothing', '[{"a":1},"$0:0:b"]'],
    ['a path through a value', '["x","$0:0:length"]'],
    ['a loop', '[["$0"]]'],
    ['a temporary reference', '["$T"]'],
    ['another action', '["$h1"]'],
    ['a bigint', '["$n1"]'],
    ['a stream', '["$R1"]'],
    ['a bare dollar', '["$"]'],
    ['arguments nested 5,000 deep', `[${deep(5000)}]`],
    ['objects nested 3,000 deep', `[${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}]`],
    ['1,001 arguments', JSON.stringify(Array(1001).fill(0))],
    ['a reference fanning out past a million values', `[[${'0,'.repeat(20000)}0],${'"$0:0",'.repeat(60)}0]`],
  ])('%s', async (_name, body) => {
    expect(await refusalOf(body)).toBe(400);
  });

  it.each([
    ['no arguments row', form(['1', '[]'])],
    ['the arguments as a file', form(['0', new Blob(['[]'])])],
    ['a file sent after the arguments that refer to it', form(['0', '["$B1"]'], ['1', new Blob(['x'])])],
    ['a text where a file is referred to', form(['1', 'x'], ['0', '["$B1"]'])],
    ['the arguments twice', form(['0', '[]'], ['0', '[]'])],
    ['a row sent after the arguments it is referred to from', form(['0', '["$1"]'], ['1', '{}'])],
    ['a row sent twice', form(['1', '{}'], ['0', '["$1"]'], ['1', '{}'])],
    ['a row number React reads as another one', form(['00', 'x'], ['0', '[]'])],
    ['a stream row', form(['0', '[]'], ['S0', 'x'])],
  ])('multipart: %s', async (_name, body) => {
    expect(await refusalOf(body)).toBe(400);
  });

  it('a multipart body that does not parse, and a form without JavaScript naming a broken action', async () => {
    const broken = await refusalOf('--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken).toBe(400);
    for (const meta of ['{"id":"x","bound":"$@1"}', 'nope', '{"bound":null}', '{"id":"x","bound":"$1"}']) {
      const body = form(['$ACTION_REF_1', ''], ['$ACTION_1:0', meta]);
      expect(await actionRequestRefusal(new Request('http://localhost/en', { method: 'POST', body })), meta).toBe(400);
    }
  });

  it('answers a body over 1 MB 413, with or without its length in the headers', async () => {
    const body = JSON.stringify(['x'.repeat(1024 * 1024)]);
    expect(await refusalOf(body)).toBe(413);
    const chunked = new Request('http://localhost/en', {
      method: 'POST',
      headers: { 'next-action': ACTION },
      body: new Blob([body]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(await actionRequestRefusal(chunked)).toBe(413);
  });
});

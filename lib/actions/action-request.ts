// The check proxy.ts makes of every request Next.js would decode as a server action, before it does: a body
// Next.js cannot decode fails inside it with a 500 and an error in the log (lib/actions/reply-payload.ts says
// which). It reads the request the way Next.js's action handler does (server-action-request-meta and
// action-handler in next/dist/server), so that what passes here is what Next.js decodes.
import { isValidActionReply, isValidBoundAction, type ReplyRows } from './reply-payload';

/** Next.js's limit for an action's body (`serverActions.bodySizeLimit`, 1 MB by default); past it, a 500. */
const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

/** A row of the reply: "0", "1", … as React numbers them (anything else it would read as a number is refused). */
const ROW_KEY = /^(?:0|[1-9]\d*)$/;

/**
 * What to answer instead of letting Next.js decode the request: 413 for a body over the limit, 400 for one it
 * cannot decode, null to let it through (not an action, or a body it reads without an error).
 */
export async function actionRequestRefusal(request: Request): Promise<400 | 413 | null> {
  if (request.method !== 'POST') return null;
  const contentType = request.headers.get('content-type') ?? '';
  const multipart = contentType.startsWith('multipart/form-data');
  const fetchAction = request.headers.has('next-action');
  if (!fetchAction && !multipart) return null;
  if (Number(request.headers.get('content-length')) > ACTION_BODY_LIMIT_BYTES) return 413;
  const body = await request.arrayBuffer();
  if (body.byteLength > ACTION_BODY_LIMIT_BYTES) return 413;
  // Next.js answers an action sent as a URL-encoded form itself (404).
  if (fetchAction && contentType === 'application/x-www-form-urlencoded') return null;
  if (!multipart) {
    const text = new TextDecoder().decode(body);
    return isValidActionReply({ row: (id) => (id === 0 ? text : undefined), hasFile: () => false }) ? null : 400;
  }
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return 400;
  }
  if (fetchAction) return isValidActionReply(streamedRows(form)) ? null : 400;
  return formActionsAreValid(form) ? null : 400;
}

const NOTHING: ReplyRows = { row: () => undefined, hasFile: () => false };

/**
 * The rows and files of an action's multipart body. Next.js reads it as a stream: the arguments (row 0) are
 * decoded as soon as they arrive, so they may refer only to rows and files sent before them, and a row sent twice
 * breaks the decoder. Besides those, only a FormData argument's entries (`_<id>_<name>`) are expected.
 */
function streamedRows(form: FormData): ReplyRows {
  const rows = new Map<string, string>();
  const files = new Set<string>();
  let rootSeen = false;
  const seen = new Set<string>();
  for (const [key, value] of form.entries()) {
    if (key.startsWith('_')) continue;
    if (!ROW_KEY.test(key) || seen.has(key)) return NOTHING;
    seen.add(key);
    if (rootSeen) continue;
    if (typeof value !== 'string') files.add(key);
    else rows.set(key, value);
    rootSeen = key === '0' && typeof value === 'string';
  }
  if (!rootSeen) return NOTHING;
  return { row: (id) => rows.get(String(id)), hasFile: (id) => files.has(String(id)) };
}

/**
 * A form posted without JavaScript names its action in `$ACTION_ID_<id>` (nothing to decode) or, for an action
 * given to a client component, in `$ACTION_REF_<n>` with the action and its bound arguments in `$ACTION_<n>:0`.
 */
function formActionsAreValid(form: FormData): boolean {
  return [...form.keys()]
    .filter((key) => key.startsWith('$ACTION_REF_'))
    .every((key) => {
      const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`;
      const only = (id: number) => {
        const values = form.getAll(`${prefix}${id}`);
        return values.length === 1 ? values[0] : undefined;
      };
      return isValidBoundAction({
        row: (id) => {
          const value = only(id);
          return typeof value === 'string' ? value : undefined;
        },
        hasFile: (id) => typeof only(id) === 'object',
      });
    });
}

import { getOptionalUser } from '@/lib/auth/session';
import { isDatabaseUnavailable, serviceUnavailable } from '@/lib/db/unavailable';
import { avatarForServing } from '@/features/profile/server/queries';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });

/** Nothing but a picture: even opened on its own, a response of this route can run nothing (lib/security/headers.ts). */
const NOTHING_RUNS = "default-src 'none'";

/**
 * GET /api/avatars/{id}: an uploaded avatar (a 128 × 128 webp, features/profile/server/avatar-image.ts). Anybody may see it
 * while its owner is the author of a public set (it is on that set's page, as the set is); otherwise only its
 * owner, and everybody else gets a 404 as for an unknown id. A new upload gets a new id, so the picture at an
 * address never changes: browsers keep it a day and revalidate it by its ETag; shared caches (a CDN) keep the
 * public ones a minute, so a picture whose sets all became private leaves them soon after, like the set pages.
 */
export async function GET(request: Request, context: RouteContext<'/api/avatars/[avatar]'>) {
  const response = await avatarResponse(request, (await context.params).avatar);
  response.headers.set('Content-Security-Policy', NOTHING_RUNS);
  return response;
}

async function avatarResponse(request: Request, id: string): Promise<Response> {
  try {
    const avatar = await avatarForServing(id);
    if (!avatar) return notFound();
    if (!avatar.shownPublicly && (await getOptionalUser())?.id !== avatar.userId) return notFound();
    const headers = {
      'Content-Type': 'image/webp',
      'Cache-Control': avatar.shownPublicly ? 'public, max-age=86400, s-maxage=60' : 'private, max-age=86400',
      ETag: `"${id}"`,
    };
    if (request.headers.get('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
    return new Response(new Uint8Array(avatar.webp), { headers });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return serviceUnavailable();
    throw error;
  }
}

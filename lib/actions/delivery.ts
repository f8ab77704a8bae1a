// What a write that may arrive twice carries (client-safe): a key the client made once for it, so the server
// saves it once however often it is sent (a retried request, the offline outbox, lib/offline/outbox.ts), and the
// account it was made in, so a write kept on a device while signed out never lands in another learner's account.
import { z } from 'zod/mini';

/** Made by the client once per write (crypto.randomUUID or similar). */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** The user id the write was made for; the server compares it with the session's (`isOtherAccount`). */
export const expectedOwnerSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));

/** True when the write names an account and it is not the caller's: the action refuses it as 'unauthorized'. */
export function isOtherAccount(userId: string, owner: string | undefined): boolean {
  return owner !== undefined && owner !== userId;
}

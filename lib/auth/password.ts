import 'server-only';

import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP / ASVS minimum: 19 MiB, 2 iterations, 1 lane (~31 ms per hash here).
// The parameters are stored in each hash, so raising them later keeps old hashes verifiable.
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed hash is a failed check, not a crash
  }
}

// A real hash of a random password: checking against it when the email is unknown makes the
// answer take as long as for a known email (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}

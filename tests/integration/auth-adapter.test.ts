// The schema's account models against @auth/prisma-adapter, as Auth.js will use them.
import { PrismaAdapter } from '@auth/prisma-adapter';
import { afterAll, describe, expect, it } from 'vitest';

import { db } from '../../lib/db/client';
import { uniqueEmail } from './helpers';

afterAll(async () => {
  await db.$disconnect();
});

describe('the Auth.js Prisma adapter on our schema', () => {
  const adapter = PrismaAdapter(db);

  it('creates a Google user, links the account and finds the user by it', async () => {
    const email = uniqueEmail('google');
    const user = await adapter.createUser!({
      id: 'ignored',
      email,
      emailVerified: new Date(),
      name: 'Hana',
      image: null,
    });
    expect(user).toMatchObject({ email, name: 'Hana' });
    const providerAccountId = `google-${user.id}`;
    await adapter.linkAccount!({
      userId: user.id,
      type: 'oidc',
      provider: 'google',
      providerAccountId,
      access_token: 'access',
      id_token: 'id',
      expires_at: 1_900_000_000,
      token_type: 'bearer',
      scope: 'openid email profile',
    });
    expect(await adapter.getUserByAccount!({ provider: 'google', providerAccountId })).toMatchObject({ id: user.id });
    expect(await adapter.getUserByEmail!(email)).toMatchObject({ id: user.id, plan: 1 });

    await adapter.deleteUser!(user.id);
    expect(await adapter.getUserByAccount!({ provider: 'google', providerAccountId })).toBeNull();
  });

  it('stores and consumes verification tokens', async () => {
    const identifier = uniqueEmail('magic');
    const expires = new Date(Date.now() + 60_000);
    await adapter.createVerificationToken!({ identifier, token: 'secret-token', expires });
    expect(await adapter.useVerificationToken!({ identifier, token: 'secret-token' })).toMatchObject({ identifier });
    expect(await adapter.useVerificationToken!({ identifier, token: 'secret-token' })).toBeNull();
  });
});

// The one Auth.js (v5) configuration: email + password (Credentials) and Google (OpenID Connect),
// users and linked accounts in PostgreSQL through the Prisma adapter, sessions as JWT cookies.
import 'server-only';

import { PrismaAdapter } from '@auth/prisma-adapter';
import NextAuth, { CredentialsSignin, type NextAuthConfig } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import Google from 'next-auth/providers/google';

import { db } from '@/lib/db/client';
import { serverEnv } from '@/lib/env/server';
import { displayNameFromProvider } from '@/features/profile/schemas';

import { authorizeCredentials, googleLinked, refreshToken, sessionUserFromToken } from './callbacks';
import { RateLimitedError } from '@/lib/security/rate-limit';
import { resolveAuthSecret } from './secret';
import { closeSession, SESSION_MAX_AGE_SECONDS } from './session-rows';

/** Thrown by `authorize` when the login limits are exhausted; the code reaches the caller. */
class RateLimitedSignin extends CredentialsSignin {
  code = 'rate_limited';
}

const env = serverEnv();

/** Google is offered only when configured (AUTH_GOOGLE_ID / AUTH_GOOGLE_SECRET, see ARCHITECTURE.md, Configuration). */
export function isGoogleConfigured(): boolean {
  return Boolean(env.AUTH_GOOGLE_ID && env.AUTH_GOOGLE_SECRET);
}

const authConfig = {
  adapter: PrismaAdapter(db),
  secret: resolveAuthSecret(env.AUTH_SECRET),
  // The app sits behind its own proxy / load balancer; Auth.js takes the host from the request.
  trustHost: true,
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  // Locale-less: the proxy adds the visitor's locale (and keeps ?error=…).
  pages: { signIn: '/auth/login', error: '/auth/login' },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(credentials, request) {
        try {
          return await authorizeCredentials(credentials, request.headers);
        } catch (error) {
          if (error instanceof RateLimitedError) throw new RateLimitedSignin();
          throw error;
        }
      },
    }),
    ...(isGoogleConfigured()
      ? [
          Google({
            clientId: env.AUTH_GOOGLE_ID,
            clientSecret: env.AUTH_GOOGLE_SECRET,
            // Linking Google to an existing account by email is safe only when Google vouches for the
            // address; the signIn callback refuses unverified ones.
            allowDangerousEmailAccountLinking: true,
            // Passing options makes Auth.js skip AUTH_GOOGLE_ISSUER, so it is read here: the end-to-end
            // tests point it at a local OpenID provider standing in for Google.
            ...(env.AUTH_GOOGLE_ISSUER ? { issuer: env.AUTH_GOOGLE_ISSUER } : {}),
            // A new account starts with Google's name as its display name, brought within our rules (40
            // characters, no markup or invisible characters) rather than refused.
            profile: (profile) => ({
              id: profile.sub,
              name: displayNameFromProvider(profile.name),
              email: profile.email,
              image: typeof profile.picture === 'string' ? profile.picture : null,
            }),
          }),
        ]
      : []),
  ],
  callbacks: {
    signIn({ account, profile }) {
      if (account?.provider === 'google') return profile?.email_verified === true;
      return true;
    },
    jwt: ({ token, user }) => refreshToken(token, user, 'keepToken'),
    session({ session, token }) {
      return { expires: session.expires, user: sessionUserFromToken(token) } as unknown as typeof session;
    },
  },
  events: {
    // Signing out closes the session's row, so a copy of the cookie stops working too.
    async signOut(message) {
      if ('token' in message) await closeSession(message.token?.sid);
    },
    async linkAccount({ user, account, profile }) {
      if (account.provider === 'google' && user.id) await googleLinked(user.id, profile);
    },
  },
} satisfies NextAuthConfig;

export const { handlers, signIn, signOut } = NextAuth(authConfig);

// "Who is signed in" for integration tests of server actions: Auth.js needs a request, which a unit of work here
// does not have. A test file replaces the session module with this one and sets `signedIn.user`:
//   vi.mock('@/lib/auth/session', () => import('./session-stub').then((stub) => stub.sessionModule));
export const signedIn = { user: null as null | { id: string; email: string } };

export const sessionModule = {
  requireUserAction: async () =>
    signedIn.user
      ? { ok: true, user: { ...signedIn.user, name: null, image: null, emailVerified: true, hasPassword: true } }
      : { ok: false, error: 'unauthorized' },
  getOptionalUser: async () => signedIn.user,
};

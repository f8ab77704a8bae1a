// Auth requests give up on the client after 30 s on desktop and 60 s on mobile,
// and the form shows "Something went wrong". Client-safe and pure.

export const AUTH_TIMEOUT_DESKTOP_MS = 30_000;
export const AUTH_TIMEOUT_MOBILE_MS = 60_000;

type NavigatorLike = { userAgent?: string; userAgentData?: { mobile?: boolean } };

/** Phones and tablets get the longer limit: their connections are slower and less steady. */
export function authTimeoutMs(
  nav: NavigatorLike | undefined = globalThis.navigator as NavigatorLike | undefined,
): number {
  const mobile = nav?.userAgentData?.mobile ?? /Mobi|Android|iPhone|iPad|iPod/i.test(nav?.userAgent ?? '');
  return mobile ? AUTH_TIMEOUT_MOBILE_MS : AUTH_TIMEOUT_DESKTOP_MS;
}

export class AuthTimeoutError extends Error {
  constructor() {
    super('The request took too long');
    this.name = 'AuthTimeoutError';
  }
}

/** Resolves as `promise` does, or rejects with AuthTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new AuthTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

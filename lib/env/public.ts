// Values Next.js writes into the bundles at build time (next.config.ts `env`): safe in client components.
// Each is read by its full name, which is what Next.js replaces.

/** The id of the build this code belongs to; a client compares it with the server's to notice a deployment. */
export const BUILD_ID: string | undefined = process.env.NEXT_PUBLIC_BUILD_ID;

/** A production build (`next build`), not `next dev`. */
export const PRODUCTION_BUILD: boolean = process.env.NODE_ENV === 'production';

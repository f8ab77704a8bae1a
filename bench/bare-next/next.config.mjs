/** The benchmark's machine reference uses Next.js's defaults. */
const config = {};

export default config;

/** The benchmark's machine reference uses Next.js's defaults. */
export default {};

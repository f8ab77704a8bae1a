// The account rules' numbers, apart from the zod schemas (features/auth/schemas.ts) so that screens can show
// them without loading zod with the page.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const EMAIL_MAX = 255;

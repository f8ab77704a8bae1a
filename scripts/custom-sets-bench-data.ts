/** Shared by scripts/seed-custom-sets.ts and the benchmark (scripts/bench/fixtures.ts). */
/** The public 100-card set of the shared-page benchmark. */
export const BENCH_SET_ID = 'Bench100Card';
/** A verified user with a password, for the benchmark's signed-in requests (the community needs a login). */
export const BENCH_USER = { email: 'bench@seed.kotonoha.test', password: 'Kotonoha#2024' };
/** The seeded learners' addresses (n from 0 to the number of users − 1); they sign in with BENCH_USER.password. */
export const learnerEmail = (n: number) => `learner-${n}@seed.kotonoha.test`;

import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-zod-resolver';
import type { SignUpInput } from '@/features/auth/schemas';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<SignUpInput>;

describe('a form validation loaded on first use', () => {
  const { resolver } = lazyZodResolver<SignUpInput>(() =>
    import('@/features/auth/schemas').then((s) => s.signUpSchema),
  );

  it('reports each field with the schema message the form translates', async () => {
    const result = await resolver(
      { email: 'not an address', password: 'short', confirmPassword: 'other' },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors.email?.message).toBe('emailInvalid');
    expect(result.errors.password?.message).toBe('passwordMin');
  });

  it('reports passwords that differ on the confirmation field', async () => {
    const result = await resolver(
      { email: 'a@b.co', password: 'Abcdef1!', confirmPassword: 'Abcdef1?' },
      undefined,
      options,
    );
    expect(result.errors.confirmPassword?.message).toBe('passwordsMismatch');
  });

  it('gives the parsed values of valid input (the address trimmed and lower-cased)', async () => {
    const result = await resolver(
      { email: '  Ana@Example.COM ', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' },
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'ana@example.com', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' });
  });
});

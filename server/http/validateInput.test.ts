import { z } from 'zod';
import { AppError } from './appError';
import { validateInput } from './validateInput';

/** The failure validateInput throws for `value`, as the envelope would carry it. */
function failureOf(schema: z.ZodType, value: unknown, part: 'query' | 'body' = 'body') {
  try {
    validateInput(schema, value, part);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, key: error.key, params: error.params };
    throw error;
  }
  throw new Error('validateInput accepted the value');
}

describe('validateInput', () => {
  const anything = z.object({}).passthrough();

  it('refuses a NUL character in any string of the part, naming where it is, whatever the schema allows', () => {
    const reason = 'must not contain a NUL character';
    expect(failureOf(z.object({ captchaId: z.string() }), { captchaId: 'a\u0000b' })).toEqual({
      status: 400,
      key: 'errors.validation.invalid',
      params: { field: 'captchaId', reason },
    });
    expect(failureOf(anything, { list: ['ok', { deep: 'x\u0000' }] })).toMatchObject({ params: { field: 'list.1.deep', reason } });
    expect(failureOf(z.string(), '\u0000', 'query')).toMatchObject({ params: { field: 'query', reason } });
  });

  it('refuses a lone surrogate in any string of the part, which would be stored as U+FFFD', () => {
    const reason = 'must not contain a lone UTF-16 surrogate (a broken character)';
    expect(failureOf(z.object({ password: z.string() }), { password: 'secret123\ud800' })).toEqual({
      status: 400,
      key: 'errors.validation.invalid',
      params: { field: 'password', reason },
    });
    expect(failureOf(anything, { list: ['ok', { deep: '\udc00x' }] })).toMatchObject({ params: { field: 'list.1.deep', reason } });
    expect(validateInput(z.object({ note: z.string() }), { note: 'pair \ud83d\ude00' }, 'body')).toEqual({ note: 'pair 😀' });
  });

  it('walks a deeply nested body without overflowing the stack, and names only the start of a long path', () => {
    let nested: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) nested = [nested];
    const { params } = failureOf(anything, { nested });
    expect(params?.field).toBe('nested.0.0.0.0.0.0.0.0.0.…');
  });

  it('still accepts other control characters where the schema does, and leaves bounds to the schema', () => {
    expect(validateInput(z.object({ note: z.string() }), { note: 'tab\there' }, 'body')).toEqual({ note: 'tab\there' });
  });
});

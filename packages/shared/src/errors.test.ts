import { describe, expect, it } from 'vitest';
import { getErrorMessage } from './errors.ts';

describe('getErrorMessage (§8 generic helper)', () => {
  it("prefers the server's data.message, then the error's own message, then the fallback", () => {
    expect(getErrorMessage({ data: { message: 'Space not found' }, message: 'Request failed' })).toBe('Space not found');
    expect(getErrorMessage(new Error('Network down'))).toBe('Network down');
    expect(getErrorMessage({})).toBe('An unexpected error occurred');
    expect(getErrorMessage(null)).toBe('An unexpected error occurred');
    expect(getErrorMessage({ data: { message: '' }, message: '' })).toBe('An unexpected error occurred');
  });
});

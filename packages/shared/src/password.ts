/** §5: at least 6 characters, else 'Password must be at least 6 characters long'. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 6 characters long',
  mismatch: 'Passwords do not match',
  tooCommon: 'This password is one of the most common passwords. Choose one that is harder to guess.',
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
} as const;

export type StrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

/**
 * §5 strength score 0–4: one point each for length of at least 6, mixed lower and upper case,
 * a digit, and a non-alphanumeric character. Labels: 0 or 1 Weak, 2 Fair, 3 Good, 4 Strong. Advisory.
 */
export function passwordStrength(password: string): { score: 0 | 1 | 2 | 3 | 4; label: StrengthLabel } {
  let score = 0;
  if (password.length >= MIN_PASSWORD_LENGTH) score += 1;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  const labels: StrengthLabel[] = ['Weak', 'Weak', 'Fair', 'Good', 'Strong'];
  return { score: score as 0 | 1 | 2 | 3 | 4, label: labels[score]! };
}

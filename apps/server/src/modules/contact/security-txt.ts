import { SECURITY_EMAIL } from '@nafasi/shared/addresses';

/** RFC 9116 security.txt. Expires a year ahead of each answer, so it never goes stale while the server runs. */
export function securityTxt(publicUrl: string, now = new Date()): string {
  const expires = new Date(now.getTime() + 365 * 86_400_000);
  expires.setUTCHours(0, 0, 0, 0);
  return [
    `Contact: mailto:${SECURITY_EMAIL}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, sw',
    `Canonical: ${publicUrl}/.well-known/security.txt`,
    `Policy: ${publicUrl}/security`,
    '',
  ].join('\n');
}

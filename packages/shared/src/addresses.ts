/**
 * Nafasi's own mail addresses shown on pages. In a module without schemas, so a page that only
 * shows an address loads no zod (issue 32: nothing parsed that the page does not use).
 */

/** Where vulnerability reports go: security.txt and the Security page's buttons. */
export const SECURITY_EMAIL = 'security@nafasi.co.ke';
/** Where job applications go: the Careers page's Apply Now. */
export const CAREERS_EMAIL = 'careers@nafasi.co.ke';

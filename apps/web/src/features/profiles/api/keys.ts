export const profileKeys = {
  upgrade: ['profile', 'upgrade-request'] as const,
  favorites: ['profile', 'favorites'] as const,
  tax: ['profile', 'tax'] as const,
  dataExports: ['profile', 'data-exports'] as const,
  deletion: ['profile', 'deletion'] as const,
  newsletter: ['profile', 'newsletter'] as const,
  corrections: ['profile', 'corrections'] as const,
};

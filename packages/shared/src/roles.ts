import { m, translated } from './i18n.ts';

/** §6 roles; 'user' when an account has no profile. */
export const ROLES = ['user', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** A role as people read it. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = translated({ user: m.role_member, owner: m.role_owner, admin: m.role_admin });

/** What a route demands of its caller. Every API route declares one. */
export type Access = 'public' | 'user' | 'owner' | 'admin';

export function roleSatisfies(role: Role, access: Access): boolean {
  if (access === 'public' || access === 'user') return true;
  if (access === 'owner') return role === 'owner' || role === 'admin';
  return role === 'admin';
}

export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

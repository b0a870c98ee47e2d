import { queryRoots } from '@/lib/query-keys';
import type { QueryParams } from '@/lib/api-client';

export const adminKeys = {
  all: queryRoots.admin,
  stats: ['admin', 'stats'] as const,
  table: (name: string, params: QueryParams) => ['admin', name, params] as const,
  reports: ['admin', 'chat-reports'] as const,
  changes: ['admin', 'changes'] as const,
  refunds: ['admin', 'refunds'] as const,
  reconciliation: ['admin', 'reconciliation'] as const,
  tax: (month: string) => ['admin', 'tax', month] as const,
  etims: ['admin', 'etims'] as const,
  heldPayouts: ['admin', 'payouts', 'held'] as const,
  bankStatements: ['admin', 'bank', 'statements'] as const,
  bankHeld: ['admin', 'bank', 'held'] as const,
  corrections: ['admin', 'corrections'] as const,
  person: (id: string, reason: string) => ['admin', 'person', id, reason] as const,
};

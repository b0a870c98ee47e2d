import { expect } from 'vitest';

/**
 * An admin table's page from memory is its SQL's (the oracle): the same rows in the same order,
 * each whole (as its row says now), and the same page (total, cap). `label` names the query.
 */
export function samePage<P extends { data: { id: string }[]; page: unknown }>(label: string, memory: P, bySql: P): P {
  expect(
    memory.data.map((row) => row.id),
    label,
  ).toEqual(bySql.data.map((row) => row.id));
  expect(memory.data, label).toEqual(bySql.data);
  expect(memory.page, label).toEqual(bySql.page);
  return memory;
}

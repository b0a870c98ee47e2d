import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.ts';

const compile = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('response serializer', () => {
  it('writes only the fields a route declares, so an undeclared column never leaks', () => {
    const write = compile(z.object({ data: z.object({ id: z.string(), name: z.string() }) }));
    expect(JSON.parse(write({ data: { id: '1', name: 'Amina', passwordHash: 'argon2id$...' } }))).toEqual({ data: { id: '1', name: 'Amina' } });
  });

  it('handles nullable fields, arrays, enums and maps by date', () => {
    const write = compile(
      z.object({
        a: z.string().nullable(),
        b: z.array(z.object({ n: z.number() })),
        c: z.enum(['x', 'y']),
        d: z.record(z.string(), z.object({ available: z.boolean(), bookedSlots: z.array(z.string()) })),
      }),
    );
    const value = { a: null, b: [{ n: 1.5 }], c: 'y', d: { '2026-01-01': { available: true, bookedSlots: ['09:00-10:00'] } } };
    expect(JSON.parse(write(value))).toEqual(value);
  });
});

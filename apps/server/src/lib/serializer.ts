import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from each route's zod response schema (converted to
 * JSON Schema once, at start-up). Like a zod parse, it writes only the declared fields, so a route
 * cannot leak a column it did not mean to; unlike one, it does not re-validate every answer, which
 * halved throughput (bench/RESULTS.md).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};

import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

/**
 * Responses are written by fast-json-stringify compiled from the zod schema's JSON Schema: it
 * keeps only the documented fields and is several times faster than validating with zod and
 * calling JSON.stringify. A schema JSON Schema cannot express falls back to zod's serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    return (data) => stringify(data);
  } catch {
    return zodSerializerCompiler(route);
  }
};

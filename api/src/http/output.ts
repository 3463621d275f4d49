import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { AnyEndpoint } from '@pest-portal/shared/contract';

/**
 * The envelope's data as the endpoint's output schema lists it, nothing more: a column a
 * query selects by mistake (an owner id, a hash) never leaves the server.
 */
export function trimOutput(endpoint: AnyEndpoint, data: unknown): unknown {
  const schema: TSchema | undefined = endpoint.output;
  if (!schema || data === null || typeof data !== 'object') return data;
  return Value.Clean(schema, data);
}

import { Value } from '@sinclair/typebox/value';
import type { AnyEndpoint } from '../contract/endpoint';

/**
 * Development only (issue 7 §3): hold an answer against its endpoint's output schema and
 * say where it departs, so a contract change the API and the portal disagree on shows in
 * the console of the developer who made it. Never a failure for the user: the page still
 * gets the data. The http client loads this file only outside production builds, so
 * TypeBox's checker never reaches a customer's phone.
 * @returns the warning written, or null when the answer matches (or has no schema)
 */
export function checkResponse(endpoint: AnyEndpoint, data: unknown): string | null {
  if (!endpoint.output) return null;
  const first = Value.Errors(endpoint.output, data).First();
  if (!first) return null;
  const where = first.path || '/';
  const text = `${endpoint.method} ${endpoint.path}: the answer departs from the contract at ${where}: ${first.message}`;
  console.warn(text);
  return text;
}

import type { FieldError } from '@pest-portal/shared/contract';
import { invalid } from './api-failure';

/** A decoded query or body: always an object by the time a parser reads it. */
export type Raw = Readonly<Record<string, unknown>>;

export function asRecord(raw: unknown): Raw {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Raw) : {};
}

/** A text field as sent: query strings arrive as strings, decrypted JSON may hold numbers. */
export function readString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A whole number sent as a number or as a string of digits. */
export function readInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** Characters as a reader counts them (a Chinese character or an emoji is one). */
export function charCount(text: string): number {
  return [...text].length;
}

/** Collects field errors so a form learns all of them at once, then throws the 400. */
export class FieldErrors {
  private readonly list: FieldError[] = [];

  add(field: string, defaultMessage: string): void {
    this.list.push({ field, defaultMessage });
  }

  has(field: string): boolean {
    return this.list.some((e) => e.field === field);
  }

  throwIfAny(): void {
    if (this.list.length) throw invalid(this.list);
  }
}

/** For endpoints that take no parameters. */
export function noInput(): Record<string, never> {
  return {};
}

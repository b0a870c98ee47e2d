import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { getErrorMessage } from '@nafasi/shared/errors';
import { ApiError } from './api-client';

/**
 * A form checked by the same zod schema the server parses its body with (packages/shared): the
 * messages a person sees before sending are the server's own. Errors show once a field is left,
 * then follow typing.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  /** shouldUnregister: a field not on screen is not sent (a form whose fields depend on a choice). */
  options: { shouldUnregister?: boolean } = {},
) {
  // The resolver's overloads cannot see through a generic schema; for any one schema it is exactly this.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver, defaultValues, mode: 'onTouched', ...options });
}

/**
 * Where a refusal of the server goes: on its field when the answer names one of the form's fields
 * (a 400's `field`), else it is the form's own message (returned, for a banner or a toast).
 */
export function showServerError<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown): string | null {
  const field = error instanceof ApiError ? error.data.field : undefined;
  // A nested field ('schedule.bufferMinutes') belongs to the form when its first key does.
  if (field && (field.split('.')[0] ?? '') in form.getValues()) {
    form.setError(field as Path<T>, { type: 'server', message: getErrorMessage(error) }, { shouldFocus: true });
    return null;
  }
  return getErrorMessage(error);
}

/**
 * The longest text a schema's string field takes, for an input's `maxLength`: the limit has one
 * source, the schema the server parses the same field with.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  let inner: unknown = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) inner = inner.unwrap();
  return inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
}

/**
 * The first error message at or under a path of a form's errors: a nested value (a list of
 * ranges, an object of rules) shows its refusal wherever inside it the schema put it.
 */
export function firstErrorUnder(errors: FieldErrors, path: string): string | undefined {
  const search = (node: unknown, depth: number): string | undefined => {
    if (!node || typeof node !== 'object' || depth > 6) return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    for (const [key, inner] of Object.entries(node)) {
      if (key === 'ref') continue;
      const found = search(inner, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return search(get(errors, path), 0);
}

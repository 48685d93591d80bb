import { schemaResolver, useForm } from '@mantine/form';

/** A contract's schema, as Mantine's forms check values with it. */
export type FormSchema = Parameters<typeof schemaResolver>[0];

/**
 * An uncontrolled form checked with the contract's schema before anything is sent, so the fields
 * show the same messages the API would answer with.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(
  schema: FormSchema,
  initialValues: Values,
) {
  return useForm<Values>({
    mode: 'uncontrolled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
}

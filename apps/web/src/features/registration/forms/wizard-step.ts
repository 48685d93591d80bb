import type { schemaResolver } from '@mantine/form';

/** One step of a registration wizard. */
export interface WizardStep {
  /** Its heading, and its name in the progress list. */
  title: string;
  /** The domain's zod schema of the step (e.g. `AgentAccountStepSchema`). */
  schema: Parameters<typeof schemaResolver>[0] & { shape: Record<string, unknown> };
  /** The step's fields in the order they show, as form paths: the first with an error gets focus. */
  fieldOrder: readonly string[];
}

/** The step that owns a field path such as `phone` or `personalData.gender`, or -1. */
export function stepOfField(steps: readonly WizardStep[], path: string): number {
  const [top = ''] = path.split('.');
  return steps.findIndex((step) => Object.hasOwn(step.schema.shape, top));
}

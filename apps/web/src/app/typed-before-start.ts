/**
 * What a person typed into a prerendered form before the app started (ADR-051). Hydration must
 * find the HTML as it was rendered, and React would then overwrite the fields with the form's
 * empty state. So the typed values are taken out before hydrating and given back afterwards as
 * if typed then, which runs the form's own change handlers: nothing typed early is lost.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_LIKE = new Set(['text', 'email', 'tel', 'password', 'search', 'url', 'number', '']);

function changedFields(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>('input, textarea')].filter((field) => {
    if (field.disabled || field.readOnly) return false;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      return field.checked !== field.defaultChecked;
    }
    const textLike = field instanceof HTMLTextAreaElement || TEXT_LIKE.has(field.type);
    return textLike && field.value !== field.defaultValue;
  });
}

/** Sets a field's value as typing does, past React's own record of it, and says so. */
function typeInto(field: Field, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Puts every field of `root` the person changed back to its rendered value and answers the
 * function that replays the changes; call it once the hydrated app has committed.
 */
export function takeTypedValues(root: HTMLElement): () => void {
  const typed = changedFields(root).map((field) => {
    const change = { field, value: field.value };
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      field.checked = field.defaultChecked;
    } else {
      field.value = field.defaultValue;
    }
    return change;
  });
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected) continue;
      if (
        field instanceof HTMLInputElement &&
        (field.type === 'checkbox' || field.type === 'radio')
      ) {
        if (field.checked === field.defaultChecked) field.click();
      } else if (field.value !== value) {
        typeInto(field, value);
      }
    }
  };
}

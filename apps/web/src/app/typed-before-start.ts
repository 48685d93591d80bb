/**
 * What a person typed into a prerendered form before the app started (ADR-051). Hydration must
 * find the HTML as it was rendered, and React would then overwrite the fields with the form's
 * empty state. So the typed values are taken out before hydrating and given back afterwards as
 * if typed then, which runs the form's own change handlers: nothing typed early is lost.
 */
import { HELD_FORM_ATTRIBUTE } from './held-submission';

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

const isChoice = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Gives a field the value or the check typed, as a person would, through the form's handlers. */
function giveBack(field: Field, change: { value: string; checked: boolean }) {
  if (isChoice(field)) {
    if (field.checked !== change.checked) field.click();
  } else if (field.value !== change.value) {
    typeInto(field, change.value);
  }
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

/** The fields of a form, in order: where a field sits in a page rendered anew. */
const fieldsIn = (form: HTMLFormElement | undefined): Field[] =>
  form ? [...form.querySelectorAll<Field>('input, textarea')] : [];

/** What a field is, so that the field at the same place of a page rendered anew is the same. */
const kindOf = (field: Field) => `${field.tagName}:${field.type}:${field.autocomplete}`;

/**
 * For a prerendered page the app renders anew instead of hydrating (`main.tsx`): React replaces the
 * fields, so the typed values are read now, by their form's place in `root` and their own place in
 * the form, and answers the function that types them into the new page's fields once it has
 * committed. A field is filled only where the new page has one of the same kind at that place;
 * a form sent before the start (marked by the boot module) is marked again on the new page only
 * when every field typed into it was given back, so it is sent whole or not at all.
 */
export function carryTypedValues(root: HTMLElement): () => void {
  const forms = [...root.querySelectorAll('form')];
  const typed = changedFields(root).flatMap((field) => {
    const form = field.form ?? undefined;
    if (!form || !forms.includes(form)) return [];
    return [
      {
        form: forms.indexOf(form),
        place: fieldsIn(form).indexOf(field),
        kind: kindOf(field),
        value: field.value,
        checked: isChoice(field) && field.checked,
      },
    ];
  });
  const held = forms.findIndex((form) => form.hasAttribute(HELD_FORM_ATTRIBUTE));
  return () => {
    const rendered = [...root.querySelectorAll('form')];
    let heldComplete = held >= 0;
    for (const change of typed) {
      const field = fieldsIn(rendered[change.form])[change.place];
      if (field && kindOf(field) === change.kind) giveBack(field, change);
      else if (change.form === held) heldComplete = false;
    }
    if (heldComplete) rendered[held]?.setAttribute(HELD_FORM_ATTRIBUTE, '');
  };
}

import { countText } from '@tjas/schema/count-text';
import { materialLimits } from '@tjas/schema/field-limits';
import { materialCountError } from '@tjas/schema/rules/sport';

/** The material form as typed: numbers stay text until they are checked. */
export interface MaterialDraft {
  name: string;
  description: string;
  sizes: string;
  total: string;
  available: string;
  contact: string;
}
export type MaterialErrors = Partial<Record<keyof MaterialDraft, string>>;

/** The checks of a piece of club material before it is saved, with the schema's limits. */
export function validateMaterial(draft: MaterialDraft): MaterialErrors {
  const errors: MaterialErrors = {};
  const limits = materialLimits;
  const name = draft.name.trim();
  if (name.length < limits.name.min) errors.name = `Geef een naam van minstens ${limits.name.min} tekens.`;
  else if (name.length > limits.name.max)
    errors.name = `De naam mag hoogstens ${countText(limits.name.max)} tekens hebben.`;
  if (draft.description.trim().length > limits.description.max)
    errors.description = `De beschrijving mag hoogstens ${countText(limits.description.max)} tekens hebben.`;
  if (draft.sizes.trim().length > limits.sizes.max)
    errors.sizes = `De maten mogen hoogstens ${countText(limits.sizes.max)} tekens hebben.`;
  if (draft.contact.trim().length > limits.contact.max)
    errors.contact = `Dit mag hoogstens ${countText(limits.contact.max)} tekens hebben.`;
  const total = Number(draft.total);
  const available = Number(draft.available);
  if (!/^\d+$/.test(draft.total.trim()) || total < limits.total.min || total > limits.total.max)
    errors.total = `Vul een aantal van ${limits.total.min} tot ${countText(limits.total.max)} in.`;
  if (!/^\d+$/.test(draft.available.trim()) || available < limits.available.min)
    errors.available = `Vul een aantal van ${limits.available.min} of meer in.`;
  else if (!errors.total) {
    const countError = materialCountError(total, available);
    if (countError) errors.available = countError;
  }
  return errors;
}

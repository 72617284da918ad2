import { z } from 'zod';
import { schoolYearName } from '../organisations/school-year';

/**
 * The inputs an action form takes (docs/product/actions.md). `school` is one school, `schools` a
 * multi-select, `number` an id typed by hand, `year` a school year, `mode` a travel mode of
 * change_travel_mode, `switch` an on/off option, `text` free text.
 */
type ActionFieldKind = 'school' | 'schools' | 'number' | 'year' | 'mode' | 'switch' | 'text';

export type ActionField = {
  /** The name the field has in the request body. */
  name: string;
  label: string;
  kind: ActionFieldKind;
  /** Must be filled before Submit asks for confirmation (switches never are). */
  required: boolean;
  /** Several lines of text. */
  multiline?: boolean;
};

/** A filled-in action form: text and picked ids as strings, multi-selects as ids, switches as booleans. */
export type ActionValue = string | boolean | readonly number[];
export type ActionValues = Record<string, ActionValue>;

/** The modes change_travel_mode offers (docs/product/actions.md). */
export const actionTravelModes = ['CAR', 'TAXI', 'WALKING', 'BICYCLING', 'TRAIN', 'BUS'] as const;

/** The years a year picker offers (docs/product/actions.md): Nursery -1, Reception 0, Year 1 to Year 11. */
export const actionYearOptions: readonly { level: number; name: string }[] = Array.from(
  { length: 13 },
  (_, index) => ({ level: index - 1, name: schoolYearName(index - 1) }),
);

const field = (
  name: string,
  label: string,
  kind: ActionFieldKind,
  more: Partial<ActionField> = {},
): ActionField => ({ name, label, kind, required: kind !== 'switch', ...more });

export const schoolField = field('school_id', 'School', 'school');
export const schoolsField = field('school_ids', 'Schools', 'schools');
export const removeSimulationField = field('removeSimulation', 'Remove simulation', 'switch');

/** What a form starts with (and returns to after a success): blank, nothing picked, switches off. */
export function emptyActionValues(fields: readonly ActionField[]): ActionValues {
  return Object.fromEntries(
    fields.map((one) => [one.name, one.kind === 'switch' ? false : one.kind === 'schools' ? [] : '']),
  );
}

const actionFieldMessages = {
  required: 'This field is required',
  wholeNumber: 'Enter a whole number',
} as const;

const actionFieldSchema = (one: ActionField): z.ZodType<ActionValue, ActionValue> => {
  if (one.kind === 'switch') return z.boolean();
  if (one.kind === 'schools') {
    const ids = z.array(z.number());
    return one.required ? ids.min(1, actionFieldMessages.required) : ids;
  }
  const text = one.required
    ? z.string().min(1, { error: actionFieldMessages.required, abort: true })
    : z.string();
  return one.kind === 'number'
    ? text.refine((value) => !value.trim() || /^\d+$/.test(value.trim()), actionFieldMessages.wholeNumber)
    : text;
};

/**
 * The rules of an action form (ADR 0085), per field: a required field left empty, an id that is not
 * a whole number.
 */
export const actionFormSchema = (fields: readonly ActionField[]): z.ZodType<ActionValues, ActionValues> =>
  z.object(Object.fromEntries(fields.map((one) => [one.name, actionFieldSchema(one)])));

/** The request body of a form: ids, years and numbers as numbers, multi-selects as id lists, switches as booleans, text trimmed. */
export function actionBody(
  fields: readonly ActionField[],
  values: ActionValues,
): Record<string, string | number | boolean | number[]> {
  return Object.fromEntries(
    fields.map((one) => {
      const value = values[one.name];
      if (one.kind === 'switch') return [one.name, value === true];
      if (Array.isArray(value)) return [one.name, [...value]];
      const typed = typeof value === 'string' ? value.trim() : '';
      return [one.name, one.kind === 'text' || one.kind === 'mode' ? typed : Number(typed)];
    }),
  );
}

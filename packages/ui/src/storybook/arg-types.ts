import type { ArgTypes } from '@storybook/react-vite';
import {
  automationTypes,
  automationUserTypes,
  mapCategories,
  mapCategoryInfo,
  noticeFilterCategories,
  roleLabels,
  roles,
} from '@stride/domain';

// Controls of the docs pages' args tables for props whose allowed values react-docgen cannot list:
// a union named in @stride/domain (`Role`, `MapCategory`…) reaches it as a bare type name, which would
// get a JSON editor. These give a select (or radio buttons when there are few) of the values instead.

type ArgType = ArgTypes[string];

/** A choice of `values`, labelled by `labels` where given. */
function choice(
  values: readonly (string | boolean | null)[],
  labels?: Readonly<Record<string, string>>,
): ArgType {
  return { options: values, control: { type: values.length <= 5 ? 'radio' : 'select', labels } };
}

/** The signed-in admin's role, named as the console names it ('Super Admin', 'School Admin'…). */
export const roleArgType = choice(roles, roleLabels);

/** A map category, by its heading on the maps page. */
export const mapCategoryArgType = choice(
  mapCategories,
  Object.fromEntries(mapCategories.map((category) => [category, mapCategoryInfo[category].label])),
);

/** An automation's type; '' is the editor's "not chosen yet". */
export const automationTypeArgType = choice(['', ...automationTypes], { '': '(not chosen)' });

/** An automation's audience; '' is the editor's "not chosen yet". */
export const automationUserTypeArgType = choice(['', ...automationUserTypes], { '': '(not chosen)' });

/** The notice board's filter category; `null` is no filter ('All'). */
export const noticeFilterArgType = choice([null, ...noticeFilterCategories], { null: 'All' });

/** A checkbox's state, `'indeterminate'` included. */
export const checkedArgType = choice([false, true, 'indeterminate'], { false: 'unchecked', true: 'checked' });

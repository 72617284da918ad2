import { z } from 'zod';
import { requiredText } from '../forms/field-schemas';
import { groupDescriptionMaxLength, groupNameMaxLength } from '../organisations/group';

/** Groups modal: the description is checked first, then the name; shown titled 'Error' (docs/product/notices.md). */
export const groupFormMessages = {
  title: 'Error',
  description: 'Description is required',
  name: 'Name is required',
} as const;

/**
 * A group's form (docs/product/notices.md): description then name required, in that order (the first failure
 * is the one shown); name at most 20 characters, description 80 (the fields stop typing there).
 */
export const groupFormSchema = z.object({
  description: requiredText(groupFormMessages.description).max(groupDescriptionMaxLength),
  name: requiredText(groupFormMessages.name).max(groupNameMaxLength),
});

export type GroupForm = { name: string; description: string };

/** The first message a group form fails with, or null when it may be saved. */
export function groupFormError(form: GroupForm): string | null {
  return groupFormSchema.safeParse(form).error?.issues[0]?.message ?? null;
}

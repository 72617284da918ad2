import { groupDescriptionMaxLength, groupNameMaxLength } from '../organisations/group';

/** Spec 3 §5 Groups: the description is checked first, then the name; shown titled 'Error'. */
export const groupFormMessages = {
  title: 'Error',
  description: 'Description is required',
  name: 'Name is required',
} as const;

export type GroupForm = { name: string; description: string };

/** The first message a group form fails with, or null when it may be saved. */
export function groupFormError(form: GroupForm): string | null {
  if (!form.description.trim()) return groupFormMessages.description;
  if (!form.name.trim()) return groupFormMessages.name;
  return null;
}

/** Typing past the limits is cut off (name 20, description 80). */
export const clampGroupForm = (form: GroupForm): GroupForm => ({
  name: form.name.slice(0, groupNameMaxLength),
  description: form.description.slice(0, groupDescriptionMaxLength),
});

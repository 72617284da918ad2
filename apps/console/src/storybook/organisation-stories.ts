import { demoOrganisationIds } from '@stride/mocks';
import { userEvent, within } from 'storybook/test';
import { settled } from './console-stories';

/** The edit page of the demo school the organisation stories work on. */
export const schoolPath = `/members/organization/${demoOrganisationIds.termsSchool}`;

/** A text field of the page, by its label. */
export const field = (canvasElement: HTMLElement, label: RegExp) => within(canvasElement).getByLabelText(label, { selector: 'input' });

/** Opens one of the organisation page's tabs. */
export const openTab = async (canvasElement: HTMLElement, name: string) => userEvent.click(await within(canvasElement).findByRole('tab', { name }, settled));

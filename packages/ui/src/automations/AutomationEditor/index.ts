export * from './AutomationEditor';
export type { OrganisationChoices } from './OrganisationPicker';
export type { TemplateOption } from './EditorBasics';

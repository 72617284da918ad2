// forms: field schemas the forms of every area share.
export * from './field-schemas';

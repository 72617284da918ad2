// The login page loads this module lazily: the demo's reset button and its question.
export { ResetDemoData } from '@stride/ui';

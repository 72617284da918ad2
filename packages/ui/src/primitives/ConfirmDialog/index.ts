export { DiscardPrompt } from './DiscardPrompt';
export type { DiscardQuestion } from './DiscardPrompt';

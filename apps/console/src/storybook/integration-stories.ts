import { demoDb } from '@stride/mocks';
import { within } from 'storybook/test';
import { settled } from './console-stories';

/** The School integrations table, once it is there. */
export const integrationsTable = async (canvas: ReturnType<typeof within>) =>
  within(await canvas.findByRole('table', { name: 'School integrations' }, settled));

/** A school whose integration works (the demo's first). */
export const healthyIntegration = () => demoDb.integrations[0]!;

/** A school whose integration token has expired (the demo's last). */
export const expiredIntegration = () => demoDb.integrations.at(-1)!;

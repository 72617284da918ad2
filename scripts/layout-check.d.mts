import type { Page } from 'playwright-core';

export declare function settle(page: Page): Promise<void>;
export declare function layoutFindings(page: Page): Promise<string[]>;

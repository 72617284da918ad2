export declare const consoleDist: string;
import type { Deployment } from './content-security-policy.mjs';

export declare function builtDeployment(root?: string): Deployment | undefined;
export declare function securityHeaders(deployment?: Deployment): Record<string, string>;
export declare function httpsHeaders(): Record<string, string>;
export declare function serveConsole(options?: {
  port?: number;
  host?: string;
  root?: string;
  env?: Record<string, string | undefined>;
}): Promise<{ url: string; close: () => Promise<void> }>;

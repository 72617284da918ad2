export declare const consoleDist: string;
export declare function contentSecurityPolicy(
  apiUrl?: string,
  mapStyleUrl?: string,
  mapOrigins?: string,
): string;
export declare function securityHeaders(): Record<string, string>;
export declare function httpsHeaders(): Record<string, string>;
export declare function serveConsole(options?: {
  port?: number;
  host?: string;
  root?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;

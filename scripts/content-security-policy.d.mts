export interface Deployment {
  apiUrl?: string;
  uploadOrigins?: string;
  mapStyleUrl?: string;
  mapOrigins?: string;
  placesUrl?: string;
}
export declare function deploymentFromEnv(env?: Record<string, string | undefined>): Deployment;
export declare function contentSecurityPolicy(deployment?: Deployment, options?: { meta?: boolean }): string;
export declare function servedDeployment(
  built: Deployment | null | undefined,
  env?: Record<string, string | undefined>,
): Deployment;

/** MIS-provider rows of the demo database (docs/product/integrations.md). */

export type IntegrationTables = {
  integrations: DbIntegration[];
  providerLogs: DbProviderLog[];
  testUsers: DbTestUser[];
  /** Provider user ids left out of syncs (Exclude in the email check). */
  providerExclusions: string[];
};

/** A school linked to the MIS provider; a token of 'expired' makes its sync and stats fail. */
export type DbIntegration = {
  id: number;
  name: string;
  provider_school_id: string;
  organization_id: number;
  multiple_schools: string | null;
  notes: string | null;
  token: string;
  created_at: string;
  updated_at: string;
  last_synced_at: string | null;
};

export type DbProviderLog = {
  action: string;
  description: string;
  param1: string | null;
  param2: string | null;
  school_id: number | null;
  updated_at: string;
};

type DbTestUser = {
  title: string;
  type: string;
  first_name: string;
  last_name: string;
  organization_id: number;
  email: string;
};

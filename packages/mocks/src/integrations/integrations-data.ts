import type { DbSchool } from '../data/db-shape';
import type { DbIntegration, DbProviderLog } from './integration-shape';

/** An expired token: the demo's way to show a failed sync and failed stats. */
export const expiredProviderToken = 'expired';

const stamp = (day: number, hour: number) =>
  `2026-11-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:00:00`;

/** The provider's id of a school: stable, looks like the provider's ids. */
const providerSchoolIdOf = (organisationId: number) =>
  `A${(organisationId * 7919).toString(36).toUpperCase().padStart(8, '0')}`;

/** Six linked schools (MIS-registered first); the last has an expired token. */
export function createIntegrations(schools: readonly DbSchool[]): DbIntegration[] {
  const linked = [
    ...schools.filter((school) => school.registration_type === 'MIS'),
    ...schools.filter((school) => school.registration_type !== 'MIS'),
  ].slice(0, 6);
  return linked.map((school, index) => ({
    id: index + 1,
    name: school.name,
    provider_school_id: providerSchoolIdOf(school.id),
    organization_id: school.id,
    multiple_schools: index === 0 && linked[1] ? String(linked[1].id) : null,
    notes: index === 0 ? 'Shares a token with its sister school.' : null,
    token: index === linked.length - 1 ? expiredProviderToken : `tok_${school.id}_${index + 1}`,
    created_at: stamp(1 + index, 9),
    updated_at: stamp(10 + index, 9),
    last_synced_at: index === linked.length - 1 ? null : stamp(19, 6 + index),
  }));
}

/** A few log rows per linked school, newest first. */
export function createProviderLogs(integrations: readonly DbIntegration[]): DbProviderLog[] {
  return integrations
    .flatMap((row, index): DbProviderLog[] => [
      {
        action: 'token_added',
        description: `Token added for ${row.name}`,
        param1: row.provider_school_id,
        param2: null,
        school_id: row.organization_id,
        updated_at: row.created_at,
      },
      row.token === expiredProviderToken
        ? {
            action: 'sync_failed',
            description: 'The provider refused the token',
            param1: row.provider_school_id,
            param2: '401',
            school_id: row.organization_id,
            updated_at: stamp(19, 5),
          }
        : {
            action: 'sync',
            description: `Synced ${40 + index * 13} pupils`,
            param1: row.provider_school_id,
            param2: String(40 + index * 13),
            school_id: row.organization_id,
            updated_at: row.last_synced_at ?? row.updated_at,
          },
    ])
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

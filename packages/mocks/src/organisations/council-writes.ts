import type { CouncilFormValues } from '@stride/domain';
import type { DbCouncil } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { initialsLogo } from '../data/logo-image';
import { nextAccountId, nextOrganisationId } from '../data/next-ids';
import { renameContact } from './organisation-writes';

/**
 * A new council and its first admin, who can sign in with the e-mail and password of the form.
 * The address is the first council's until an address editor exists for councils.
 */
export function createCouncil(fields: CouncilFormValues): DbCouncil {
  const id = nextOrganisationId();
  const council: DbCouncil = {
    id,
    name: fields.name,
    borough: fields.name,
    status: 'active',
    logo_url: initialsLogo(fields.name, id),
    email: fields.support_email,
    phone: fields.phone,
    main_phone: fields.main_phone,
    address: { ...demoDb.councils[0]!.address },
    contact: null,
  };
  demoDb.councils.push(council);
  demoDb.accounts.push({
    id: nextAccountId(),
    email: fields.email.toLowerCase(),
    password: fields.password,
    first_name: fields.first_name,
    last_name: fields.last_name,
    role: 'COUNCIL_ADMIN',
    organization_id: id,
    admin_type: 'Council admin',
  });
  return council;
}

/** An edit: e-mail, password and phone are disabled on the form, so they are left as they were. */
export function updateCouncil(
  council: DbCouncil,
  fields: Pick<CouncilFormValues, 'name' | 'first_name' | 'last_name' | 'support_email' | 'main_phone'>,
): void {
  council.name = fields.name;
  council.email = fields.support_email;
  council.main_phone = fields.main_phone;
  renameContact(council, fields);
}

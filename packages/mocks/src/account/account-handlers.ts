import { updateAdminInfoPath } from '@stride/api';
import { accountFormSchema, type AccountForm } from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer } from '../answers/error-answers';
import type { DbAccount } from '../data/db-shape';
import { demoDb } from '../data/demo-db';
import { asCaller } from '../session/caller';
import { anyHost } from '../handlers/any-host';

/** Saves the account form into the dataset: the admin's names, e-mail, password, organisation and contacts. */
function saveAccount(caller: DbAccount, form: AccountForm) {
  Object.assign(caller, {
    first_name: form.first_name,
    last_name: form.last_name,
    email: form.email.toLowerCase(),
  });
  if (form.new_password) caller.password = form.new_password;
  const id = caller.organization_id;
  const organisation =
    demoDb.schools.find((row) => row.id === id) ??
    demoDb.councils.find((row) => row.id === id) ??
    demoDb.trusts.find((row) => row.id === id);
  if (organisation && form.name) organisation.name = form.name;
  if (organisation && 'logo_url' in organisation && form.logo_url) organisation.logo_url = form.logo_url;
  let nextId = Math.max(0, ...demoDb.accountContacts.map((row) => row.id)) + 1;
  demoDb.accountContacts = [
    ...demoDb.accountContacts.filter((row) => row.account_id !== caller.id),
    ...form.contacts.map((contact) => ({ ...contact, id: contact.id ?? nextId++, account_id: caller.id })),
  ];
}

/** The account form's calls (docs/endpoints.md): updateAdminInfo and the logo upload. */
export const accountHandlers = [
  http.post(
    anyHost(updateAdminInfoPath),
    asCaller(async ({ request, caller }) => {
      const parsed = accountFormSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success)
        return errorAnswer(422, 'invalid_form', parsed.error.issues[0]?.message ?? 'The form is not valid');
      const taken = demoDb.accounts.some(
        (account) => account.id !== caller.id && account.email === parsed.data.email.toLowerCase(),
      );
      if (taken)
        return errorAnswer(422, 'email_taken', 'This e-mail address is already used by another account');
      saveAccount(caller, parsed.data);
      return HttpResponse.json({ success: true });
    }),
  ),
];

import type { Organisation } from '../organisations/organisation';

export type SignupLink = { audience: 'parent' | 'staff'; label: string; url: string };

/**
 * The shareable sign-up links (docs/product/home.md): parents `/welcome/{school code}`, staff
 * `/welcome/{staff code}`, on the user-facing host. A link whose code is missing is left out.
 */
export function signupLinks(school: Pick<Organisation, 'code' | 'staff_code'>, host: string): SignupLink[] {
  const base = host.replace(/\/+$/, '');
  const link = (
    audience: SignupLink['audience'],
    label: string,
    code: string | null | undefined,
  ): SignupLink[] => (code ? [{ audience, label, url: `${base}/welcome/${encodeURIComponent(code)}` }] : []);
  return [
    ...link('parent', 'Parent sign-up link', school.code),
    ...link('staff', 'Staff sign-up link', school.staff_code),
  ];
}

/** As docs/product/home.md writes them (typo included). */
export const copyMessages = { copied: 'Succesfully copied!', failed: 'Failed to copy!' } as const;

import { describe, expect, it } from 'vitest';
import { adminUserSchema } from './admin-user';
import { sessionFromLogin } from './session';

const user = (overrides: Record<string, unknown> = {}) =>
  adminUserSchema.parse({
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'school@demo.test',
    admin_roles: [{ slug: 'SCHOOL_ADMIN' }],
    admin_roles_with_settings: [
      { slug: 'SCHOOL_ADMIN', admin_organization_id: 42, settings: { termsConditions: 'T&C' } },
    ],
    ...overrides,
  });

describe('sessionFromLogin', () => {
  // Rules: session.session.first-role-sets-organisation
  it('takes account type, organisation and settings from the first admin role', () => {
    expect(sessionFromLogin(user())).toEqual({
      role: 'SCHOOL_ADMIN',
      organisationId: 42,
      settings: { termsConditions: 'T&C' },
    });
  });

  // Rules: session.role.first-admin-role
  it('uses only the first role when the user has several', () => {
    const session = sessionFromLogin(
      user({
        admin_roles: [{ slug: 'COUNCIL_ADMIN' }, { slug: 'SCHOOL_ADMIN' }],
        admin_roles_with_settings: [
          { slug: 'SCHOOL_ADMIN', admin_organization_id: 42, settings: null },
          { slug: 'COUNCIL_ADMIN', admin_organization_id: 3, settings: { a: 1 } },
        ],
      }),
    );
    expect(session).toEqual({ role: 'COUNCIL_ADMIN', organisationId: 3, settings: { a: 1 } });
  });

  // Rules: session.login.no-admin-roles
  it('refuses a user with no admin roles (a parent)', () => {
    expect(sessionFromLogin(user({ admin_roles: [], admin_roles_with_settings: [] }))).toBeNull();
  });

  it('gives a super admin without organisation a null organisation and settings', () => {
    const session = sessionFromLogin(
      user({ admin_roles: [{ slug: 'SUPERADMIN' }], admin_roles_with_settings: undefined }),
    );
    expect(session).toEqual({ role: 'SUPERADMIN', organisationId: null, settings: null });
  });

  it("falls back to the role's own organisation id when no settings entry exists", () => {
    const session = sessionFromLogin(
      user({
        admin_roles: [{ slug: 'MULTI_SCHOOL_ADMIN', admin_organization_id: 9 }],
        admin_roles_with_settings: [],
      }),
    );
    expect(session).toEqual({ role: 'MULTI_SCHOOL_ADMIN', organisationId: 9, settings: null });
  });
});

const roleSlugs = ['SUPERADMIN', 'COUNCIL_ADMIN', 'MULTI_SCHOOL_ADMIN', 'SCHOOL_ADMIN', 'ADMIN'];

describe('adminUserSchema', () => {
  // Rules: session.entity.admin-user
  it('keeps every field of the logged-in admin the console reads', () => {
    const admin = {
      id: 7,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'school@demo.test',
      admin_roles: [{ slug: 'SCHOOL_ADMIN' }],
      admin_roles_with_settings: [
        { slug: 'SCHOOL_ADMIN', admin_organization_id: 42, settings: { termsConditions: 'T&C' } },
      ],
      admin_organization: { name: 'Hill Primary', logo_url: 'https://cdn.example.org/hill.png' },
      admin_type: { name: 'School' },
      domain: { name: 'Stride', logo_url: 'https://cdn.example.org/stride.png' },
    };
    expect(adminUserSchema.parse(admin)).toEqual(admin);
  });

  // Rules: session.role.kinds
  it.each(roleSlugs)('accepts the %s role', (slug) => {
    const parsed = adminUserSchema.parse({ ...user(), admin_roles: [{ slug }] });
    expect(sessionFromLogin(parsed)?.role).toBe(slug);
  });

  // Rules: session.role.kinds
  it('rejects an unknown role slug, since access depends on it', () => {
    expect(
      adminUserSchema.safeParse({
        id: 1,
        first_name: 'a',
        last_name: 'b',
        email: 'e',
        admin_roles: [{ slug: 'PARENT' }],
      }).success,
    ).toBe(false);
  });

  it('accepts a user without organisation, admin type or domain', () => {
    const parsed = adminUserSchema.parse({
      id: 1,
      first_name: 'a',
      last_name: 'b',
      email: 'e',
      admin_roles: [],
      admin_organization: null,
    });
    expect(parsed.admin_organization).toBeNull();
    expect(parsed.domain).toBeUndefined();
  });
});

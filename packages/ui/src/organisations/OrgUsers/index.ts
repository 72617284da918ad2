export * from './OrgUserForm';
export * from './OrgUsersTable';

import type { Role, staffTypeNumbers } from '@stride/domain';
import type { AutomationTables } from '../automations/automation-shape';
import type { DbChatMessage, DbNotice, DbNoticeTemplate } from '../notices/notice-shape';
import type { MlTables } from '../ml/ml-models';
import type { StepTables } from '../step-tools/step-tools-data';
import type { AdminMessageTables } from '../admin-messages/admin-message-writes';
import type { CsvSnapshotTables } from '../csv-snapshot/csv-snapshots-data';
import type { TravelDirectoryTables } from '../travel-directory/travel-directory-shape';
import type { IntegrationTables } from '../integrations/integration-shape';
import type { MapTables } from '../maps/journey-shape';

/**
 * The raw shape of the demo database: plain rows joined by ids, close to what the real API stores.
 * Handlers turn these rows into the documented answers; keeping the rows plain lets later issues
 * add journeys, notices or automations as new tables without touching the existing ones.
 */

/** A street address with coordinates (schools, homes). */
export type DbAddress = {
  address_line_1: string;
  address_line_2: string;
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
};

/** The admin named on a council or organisation form when it has no admin account of its own. */
export type DbContact = { first_name: string; last_name: string };

export type DbCouncil = {
  id: number;
  name: string;
  /** Short borough name, used to build e-mails and logos. */
  borough: string;
  status: 'active';
  logo_url: string;
  email: string;
  phone: string;
  main_phone: string;
  address: DbAddress;
  contact: DbContact | null;
};

/** A multi-academy trust: the organisation a multi-school admin belongs to. */
export type DbTrust = {
  id: number;
  name: string;
  school_ids: number[];
};

export type SchoolPhase = 'primary' | 'secondary' | 'all-through';

export type DbSchool = {
  id: number;
  name: string;
  /** null for an independent school. */
  council_id: number | null;
  school_type: 'COUNCIL' | 'INDEPENDENT';
  phase: SchoolPhase;
  status: 'active' | 'disabled';
  registration_type: 'REGULAR' | 'MIS';
  /** Parent sign-up code (/welcome/{code}). */
  code: string;
  /** Staff sign-up code (/welcome/{staff_code}). */
  staff_code: string;
  launch_code: string;
  phone: string;
  email: string;
  logo_url: string;
  front_image_url: string;
  /** School-year levels the school teaches (0 = Reception). */
  year_levels: number[];
  settings: DbOrganisationSettings;
  created_at: string;
  contact: DbContact | null;
};

type DbOrganisationSettings = {
  /** Terms text the admins must confirm; absent when the organisation has none. */
  termsConditions?: string;
  tc_agreed: boolean;
  /** Other settings an admin saved; kept as sent. */
  [key: string]: unknown;
};

/** A site of a school (main site, annexe); a school has one or more. */
export type DbSchoolAddress = Omit<DbAddress, 'latitude' | 'longitude'> & {
  /** Null for an address saved without a map position (none is made up). */
  latitude: number | null;
  longitude: number | null;
  id: number;
  organization_id: number;
  name: string;
  street: string;
  country: string;
};

/** A school address with its map position (every generated one has it). */
export type DbPositionedSchoolAddress = DbSchoolAddress & { latitude: number; longitude: number };

/** An address with a map position (one saved without coordinates has none). */
export const hasPosition = <Address extends { latitude: number | null; longitude: number | null }>(
  address: Address,
): address is Address & { latitude: number; longitude: number } =>
  address.latitude !== null && address.longitude !== null;

/** A named set of schools used by filters (`group_{id}`). */
export type DbSchoolGroup = {
  id: number;
  name: string;
  description: string;
  school_ids: number[];
};

export type DbTerm = {
  id: number;
  /** 'CURRENT' or a named term such as 'Autumn 2026'. */
  term: string;
  starts_on: string;
  ends_on: string;
};

export type DbSchoolYear = { level: number; name: string };

/** One level of a school's year structure (which years are active at which site). */
export type DbYearStructureLevel = {
  id: number;
  organization_id: number;
  value: number;
  name: string;
  status: 'active' | 'inactive';
  organization_address_id: number | null;
};

export type DbPupil = {
  id: number;
  first_name: string;
  last_name: string;
  school_id: number;
  current_year: number;
  parent_ids: number[];
  created_at: string;
};

/** 1 Head teacher, 2 Teacher, 3 School Office (docs/product/people.md). */
export type StaffType = (typeof staffTypeNumbers)[keyof typeof staffTypeNumbers];

export type DbPerson = {
  id: number;
  salutation: string;
  first_name: string;
  last_name: string;
  email: string;
  home: DbAddress;
  created_at: string;
  verified: boolean;
};

export type DbParent = DbPerson & { child_ids: number[]; school_ids: number[] };

export type DbStaff = DbPerson & { school_id: number; staff_type: StaffType };

/** A user who can sign in to the console (the demo accounts). */
export type DbAccount = {
  id: number;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** null for a user without admin roles (the parent demo account). */
  role: Role | null;
  /** The organisation the admin role belongs to: a school, a council or a trust; null for super/product admins. */
  organization_id: number | null;
  admin_type: string;
};

/** An administration message in one admin's inbox; `is_read` 0 is unread (docs/product/inbox.md). */
export type DbAdminMessage = {
  id: number;
  recipient_id: number;
  subject: string;
  /** Rich HTML, as the real server stores it (one message carries a hostile payload on purpose). */
  content: string;
  is_read: 0 | 1;
  created_at: string;
};

/** A home-page alert; `roles` null means every role; an admin who hid it is in `hidden_by`. */
export type DbAlert = {
  id: number;
  title: string;
  message: string;
  type: 'info' | 'warning' | 'success' | 'error';
  roles: Role[] | null;
  hidden_by: number[];
};

/** A contact row saved with the account form (docs/product/account.md). */
type DbAccountContact = {
  id: number;
  account_id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: 'administrator' | 'headmaster' | 'bursar';
};

/** Relationship flags an organisation has been given (absent: both false). */
type DbOrgRelationships = {
  organization_id: number;
  has_sub_orgs: boolean;
  has_multi_schools: boolean;
};

export type DemoDb = {
  seed: number;
  councils: DbCouncil[];
  trusts: DbTrust[];
  schools: DbSchool[];
  schoolAddresses: DbSchoolAddress[];
  groups: DbSchoolGroup[];
  terms: DbTerm[];
  schoolYears: DbSchoolYear[];
  yearStructure: DbYearStructureLevel[];
  pupils: DbPupil[];
  parents: DbParent[];
  staff: DbStaff[];
  accounts: DbAccount[];
  adminMessages: DbAdminMessage[];
  alerts: DbAlert[];
  accountContacts: DbAccountContact[];

  relationships: DbOrgRelationships[];
  feedback: DbFeedback[];
  /** Notice boards by school id, generated when first read (see notice-boards.ts). */
  noticeBoards: Map<number, DbNotice[]>;
  noticeTemplates: DbNoticeTemplate[];
  /** Post attachments uploaded this session, served back at api/demo-uploads/{n}/{name} (n from 1). */
  postUploads: File[];
  /** Chats between admins and the authors of their board's cards (ADR 0074); none at first. */
  chats: DbChatMessage[];
} & AutomationTables &
  MlTables &
  StepTables &
  AdminMessageTables &
  CsvSnapshotTables &
  TravelDirectoryTables &
  IntegrationTables &
  MapTables;

/** Feedback a parent or staff member sent from the app (docs/product/feedback.md). */
export type DbFeedback = {
  id: number;
  category: string;
  message: string;
  user_id: number;
  email: string;
  school_id: number | null;
  created_at: string;
  status: 'OPEN' | 'IN_PROGRESS' | 'COMPLETED';
  automation_type: string | null;
  when_to_launch: string | null;
};

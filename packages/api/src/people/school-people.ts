import { parentRowSchema, pupilRowSchema, staffRowSchema } from '@stride/domain';
import type { ParentRow, PupilRow, SchoolSelectionId, StaffRow } from '@stride/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-api-client';
import { query } from '../query/query';
import { endpoint } from '../contract/endpoint';

/** The three user lists (docs/endpoints.md) and the answer field each one's rows come in (ADR 0047). */
export const schoolPeoplePaths = {
  staff: 'api/admin/school/staff',
  parents: 'api/admin/school/parents',
  pupils: 'api/admin/school/students',
} as const;
export type PeopleList = keyof typeof schoolPeoplePaths;

const staffListAnswerSchema = z.object({ staff: z.array(staffRowSchema) });
const parentsListAnswerSchema = z.object({ parents: z.array(parentRowSchema) });
const pupilsListAnswerSchema = z.object({ students: z.array(pupilRowSchema) });
export type StaffListAnswer = z.infer<typeof staffListAnswerSchema>;
export type ParentsListAnswer = z.infer<typeof parentsListAnswerSchema>;
export type PupilsListAnswer = z.infer<typeof pupilsListAnswerSchema>;

/**
 * The schools the list is for, as the filter holds them (`schoolIds[]=12&schoolIds[]=group_3`);
 * none means every school the admin may see.
 */
export type PeopleSchoolIds = readonly SchoolSelectionId[];

const schoolIdsQuerySchema = z.object({ schoolIds: z.array(z.union([z.number(), z.string()])) });
const schoolIdsParams = (schoolIds: PeopleSchoolIds): z.input<typeof schoolIdsQuerySchema> => ({
  schoolIds: [...schoolIds],
});

/** Staff of the schools: user_id, name, email, staff_type. */
export async function getSchoolStaff(client: ApiClient, schoolIds: PeopleSchoolIds = []) {
  return (
    await client.request({
      path: schoolPeoplePaths.staff,
      query: schoolIdsParams(schoolIds),
      schema: staffListAnswerSchema,
    })
  ).staff;
}

/** Parents of the schools: user_id, first_name, last_name, email, children. */
export async function getSchoolParents(client: ApiClient, schoolIds: PeopleSchoolIds = []) {
  return (
    await client.request({
      path: schoolPeoplePaths.parents,
      query: schoolIdsParams(schoolIds),
      schema: parentsListAnswerSchema,
    })
  ).parents;
}

/** Pupils of the schools: student_id, first_name, last_name, current_year, names, emails. */
export async function getSchoolPupils(client: ApiClient, schoolIds: PeopleSchoolIds = []) {
  return (
    await client.request({
      path: schoolPeoplePaths.pupils,
      query: schoolIdsParams(schoolIds),
      schema: pupilsListAnswerSchema,
    })
  ).students;
}

type PeopleRows = { staff: StaffRow[]; parents: ParentRow[]; pupils: PupilRow[] };
const peopleFetchers: {
  [List in PeopleList]: (client: ApiClient, schoolIds: PeopleSchoolIds) => Promise<PeopleRows[List]>;
} = { staff: getSchoolStaff, parents: getSchoolParents, pupils: getSchoolPupils };

/** Query descriptor of a list for some schools. */
export const schoolPeopleQuery = <List extends PeopleList>(list: List, schoolIds: PeopleSchoolIds = []) =>
  query('schoolPeople', [schoolPeoplePaths[list], [...schoolIds]], (client) =>
    peopleFetchers[list](client, schoolIds),
  );

export const schoolStaffEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSchoolStaff',
  method: 'GET',
  path: schoolPeoplePaths.staff,
  summary: "The schools' staff",
  query: schoolIdsQuerySchema,
  answer: staffListAnswerSchema,
});

export const schoolParentsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSchoolParents',
  method: 'GET',
  path: schoolPeoplePaths.parents,
  summary: "The schools' parents",
  query: schoolIdsQuerySchema,
  answer: parentsListAnswerSchema,
});

export const schoolPupilsEndpoint = /* @__PURE__ */ endpoint({
  name: 'getSchoolPupils',
  method: 'GET',
  path: schoolPeoplePaths.pupils,
  summary: "The schools' pupils",
  query: schoolIdsQuerySchema,
  answer: pupilsListAnswerSchema,
});

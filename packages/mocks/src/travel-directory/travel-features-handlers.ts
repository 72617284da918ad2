import type { TravelFeaturesAnswerBody } from '@stride/api';
import { travelFeaturePath, travelFeaturesPath } from '@stride/api';
import {
  isTravelDirectoryType,
  travelFeatureFormSchema,
  travelFeatureSave,
  type TravelDirectoryOwner,
  editsEveryTravelDirectory,
  seesOneSchool,
} from '@stride/domain';
import { http, HttpResponse } from 'msw';
import { errorAnswer, forbiddenAnswer, notFoundAnswer } from '../answers/error-answers';
import type { DbAccount } from '../data/db-shape';
import type { DbTravelBlock } from './travel-directory-shape';
import { demoDb } from '../data/demo-db';
import { asCaller } from '../session/caller';
import { anyHost } from '../handlers/any-host';
import { readJsonBody } from '../handlers/read-json-body';

/** The directory's owner from the query, with its council; null when it names no school or council. */
function ownerOf(request: Request): (TravelDirectoryOwner & { councilId: number | null }) | null {
  const query = new URL(request.url).searchParams;
  const type = query.get('type') ?? undefined;
  const id = Number(query.get('type_id'));
  if (!isTravelDirectoryType(type)) return null;
  if (type === 'council')
    return demoDb.councils.some((council) => council.id === id) ? { type, id, councilId: id } : null;
  const school = demoDb.schools.find((row) => row.id === id);
  return school ? { type, id, councilId: school.council_id } : null;
}

/** The super admin edits any directory (Edit TD), a school admin its own school's (ADR 0060). */
const mayEdit = (caller: DbAccount, owner: TravelDirectoryOwner) =>
  caller.role !== null &&
  (editsEveryTravelDirectory(caller.role) ||
    (seesOneSchool(caller.role) && owner.type === 'school' && owner.id === caller.organization_id));

const isOwn = (block: DbTravelBlock, owner: TravelDirectoryOwner) =>
  owner.type === 'school'
    ? block.school_id === owner.id
    : block.school_id === null && block.council_id === owner.id;

/** Core options, the council's, and the owner's own. */
const isShown = (block: DbTravelBlock, councilId: number | null, owner: TravelDirectoryOwner) =>
  (block.school_id === null && (block.council_id === null || block.council_id === councilId)) ||
  isOwn(block, owner);

/** Checks the caller and the query; the owner when the call may go on, else the refusal. */
function resolveOwner(request: Request, caller: DbAccount) {
  const owner = ownerOf(request);
  if (!owner) return { refusal: notFoundAnswer('School or council') };
  if (!mayEdit(caller, owner)) return { refusal: forbiddenAnswer('edit this travel directory') };
  return { owner };
}

/** POST with an {id}: changes an own option; without: adds one to the owner's directory. */
const saveOption = asCaller<{ id?: string }>(async ({ request, params, caller }) => {
  const { owner, refusal } = resolveOwner(request, caller);
  if (!owner) return refusal;
  const body = await readJsonBody(request);
  const parsed = travelFeatureFormSchema.safeParse({
    section_id: demoDb.travelCategories.some((category) => category.id === body.section_id)
      ? String(body.section_id)
      : '',
    text: typeof body.text === 'string' ? body.text : '',
    link: typeof body.link === 'string' ? body.link : '',
    linkLabel: typeof body.linkLabel === 'string' ? body.linkLabel : '',
    staffOnly: body.staffOnly === 1 || body.staffOnly === true,
    parentOnly: body.parentOnly === 1 || body.parentOnly === true,
  });
  if (!parsed.success)
    return errorAnswer(422, 'invalid', parsed.error.issues[0]?.message ?? 'Invalid option');
  const fields = travelFeatureSave(parsed.data);
  if (params.id !== undefined) {
    const block = demoDb.travelBlocks.find((row) => row.id === Number(params.id) && isOwn(row, owner));
    if (!block) return notFoundAnswer('Travel feature');
    Object.assign(block, fields);
    return HttpResponse.json({ success: true });
  }
  demoDb.travelBlocks.push({
    id: Math.max(0, ...demoDb.travelBlocks.map((row) => row.id)) + 1,
    image: null,
    buttonRoute: null,
    buttonLabel: null,
    council_id: owner.councilId,
    school_id: owner.type === 'school' ? owner.id : null,
    ...fields,
  });
  return HttpResponse.json({ success: true });
});

const named = ({ id, name }: { id: number; name: string }) => ({ id, name });

export const travelFeatureHandlers = [
  http.get(
    anyHost(travelFeaturesPath),
    asCaller(({ request, caller }) => {
      const { owner, refusal } = resolveOwner(request, caller);
      if (!owner) return refusal;
      const data = demoDb.travelCategories.map((category) => ({
        ...category,
        blocks: demoDb.travelBlocks
          .filter((block) => block.section_id === category.id && isShown(block, owner.councilId, owner))
          .map((block) => ({ ...block, my_item: isOwn(block, owner) ? 1 : 0 })),
      }));
      const superAdmin = caller.role !== null && editsEveryTravelDirectory(caller.role);
      return HttpResponse.json<TravelFeaturesAnswerBody>({
        data,
        schools: demoDb.schools
          .filter((school) => superAdmin || school.id === caller.organization_id)
          .map(named),
        councils: superAdmin ? demoDb.councils.map(named) : [],
      });
    }),
  ),

  http.post(anyHost(travelFeaturesPath), saveOption),
  http.post<{ id: string }>(anyHost(travelFeaturePath(':id')), saveOption),

  http.delete<{ id: string }>(
    anyHost(travelFeaturePath(':id')),
    asCaller(({ request, params, caller }) => {
      const { owner, refusal } = resolveOwner(request, caller);
      if (!owner) return refusal;
      const index = demoDb.travelBlocks.findIndex((row) => row.id === Number(params.id) && isOwn(row, owner));
      if (index < 0) return notFoundAnswer('Travel feature');
      demoDb.travelBlocks.splice(index, 1);
      return HttpResponse.json({ success: true });
    }),
  ),
];

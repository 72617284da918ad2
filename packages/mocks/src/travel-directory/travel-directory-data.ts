import type { DbCouncil, DbSchool } from '../data/db-shape';
import type { DbTravelBlock, DbTravelCategory } from './travel-directory-shape';
import { demoOrganisationIds } from '../data/demo-accounts';

/** The travel directory's categories; fixed, like the platform's own list. */
export function createTravelCategories(): DbTravelCategory[] {
  const category = (
    id: number,
    name: string,
    color: string,
    modalIntroText: string | null = null,
  ): DbTravelCategory => ({
    id,
    category: name,
    color,
    order: id,
    modal_type: modalIntroText ? 'info' : null,
    modal_explanation: null,
    modalIntroText,
  });
  return [
    category(1, 'Walking', '#2e7d32', 'Safe routes and walking buses near the school.'),
    category(2, 'Cycling', '#1565c0'),
    category(3, 'Public transport', '#6a1b9a'),
    category(4, 'Car sharing', '#ef6c00'),
    category(5, 'Road safety', '#c62828'),
  ];
}

const longWalkingText =
  'Walking to school is the easiest way to build activity into every day. Children who walk arrive awake and ready to learn, ' +
  'and every walked journey takes a car off the roads around the gates at the busiest time of the morning. Plan the route ' +
  'together the first few times, pick the quietest crossings, and agree a meeting point for the way home.';

type BlockDraft = Omit<
  DbTravelBlock,
  'id' | 'image' | 'buttonRoute' | 'buttonLabel' | 'parentOnly' | 'staffOnly' | 'link' | 'linkLabel'
> &
  Partial<Pick<DbTravelBlock, 'parentOnly' | 'staffOnly' | 'link' | 'linkLabel'>>;

/**
 * Core options in every category, two per council and one per school; the school admin's school
 * (Camden) also has a staff-only and a parent-only option, so every label shows in the demo.
 */
export function createTravelBlocks(
  councils: readonly DbCouncil[],
  schools: readonly DbSchool[],
): DbTravelBlock[] {
  const ownSchool = {
    council_id: schools.find((school) => school.id === demoOrganisationIds.termsSchool)?.council_id ?? null,
    school_id: demoOrganisationIds.termsSchool,
  };
  const drafts: BlockDraft[] = [
    {
      section_id: 1,
      text: longWalkingText,
      link: 'https://www.livingstreets.org.uk',
      linkLabel: 'Living Streets',
      council_id: null,
      school_id: null,
    },
    {
      section_id: 2,
      text: 'Bikeability cycle training is free for pupils in Years 5 and 6.',
      link: 'https://www.bikeability.org.uk',
      council_id: null,
      school_id: null,
    },
    {
      section_id: 3,
      text: 'Under-11s travel free on buses and trams in London.',
      link: 'https://tfl.gov.uk/fares/free-and-discounted-travel',
      council_id: null,
      school_id: null,
    },
    {
      section_id: 4,
      text: 'Share the school run with families who live nearby.',
      council_id: null,
      school_id: null,
    },
    {
      section_id: 5,
      text: 'Be Bright, Be Seen: wear something light in the darker months.',
      council_id: null,
      school_id: null,
    },
    ...councils.flatMap((council): BlockDraft[] => [
      {
        section_id: 2,
        text: `${council.name} lends bikes to families for a term.`,
        link: `https://www.${council.borough.toLowerCase()}.gov.uk/cycling`,
        linkLabel: 'Borrow a bike',
        council_id: council.id,
        school_id: null,
      },
      {
        section_id: 5,
        text: `School Streets in ${council.borough}: roads outside schools close to traffic at drop-off and pick-up.`,
        council_id: council.id,
        school_id: null,
      },
    ]),
    ...schools.map((school): BlockDraft => ({
      section_id: school.id % 2 === 0 ? 1 : 3,
      text:
        school.id % 2 === 0
          ? `${school.name} walking bus leaves the library at 8:15.`
          : `Buses that stop near ${school.name}.`,
      council_id: school.council_id,
      school_id: school.id,
    })),
    {
      section_id: 4,
      text: 'Staff car share: ask the office for the list of colleagues who drive in.',
      staffOnly: 1,
      ...ownSchool,
    },
    { section_id: 1, text: 'Parents: the side gate opens at 8:30 for walkers.', parentOnly: 1, ...ownSchool },
  ];
  return drafts.map((draft, index) => ({
    id: index + 1,
    image: null,
    buttonRoute: null,
    buttonLabel: null,
    parentOnly: 0,
    staffOnly: 0,
    link: null,
    linkLabel: 'More info',
    ...draft,
  }));
}

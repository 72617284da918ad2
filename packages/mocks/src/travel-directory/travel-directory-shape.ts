/** Travel-directory rows of the demo database (docs/product/travel-directory.md). */

export type TravelDirectoryTables = {
  travelCategories: DbTravelCategory[];
  travelBlocks: DbTravelBlock[];
};

/** A category (section) of the travel directory; every school and council shares the list. */
export type DbTravelCategory = {
  id: number;
  category: string;
  color: string;
  order: number;
  modal_type: string | null;
  modal_explanation: string | null;
  modalIntroText: string | null;
};

/** An option of the travel directory: core (no council, no school), a council's, or a school's. */
export type DbTravelBlock = {
  id: number;
  section_id: number;
  text: string;
  link: string | null;
  linkLabel: string;
  image: string | null;
  parentOnly: 0 | 1;
  staffOnly: 0 | 1;
  council_id: number | null;
  school_id: number | null;
  buttonRoute: string | null;
  buttonLabel: string | null;
};

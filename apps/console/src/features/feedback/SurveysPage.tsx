/** /members/surveys: the page title only (spec 3 §2, ADR 0028); the layout shows the title. */
export function SurveysPage() {
  return null;
}

/** /members/surveys: the page title only (docs/product/feedback.md, ADR 0028); the layout shows the title. */
export function SurveysPage() {
  return null;
}

/** What every non-info action of the actions area asks before it runs (docs/product/actions.md), with Yes and No. */
export const proceedQuestion = 'Are you sure you want to proceed?';

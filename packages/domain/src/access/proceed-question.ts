/** What every non-info action of the actions area asks before it runs (spec 3 §2), with Yes and No. */
export const proceedQuestion = 'Are you sure you want to proceed?';

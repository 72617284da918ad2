import type { z } from 'zod';

const shownIssues = 3;

/**
 * One line naming the call and what did not match, e.g.
 * "Unexpected answer to GET api/admin/councils: councils.0.name: Invalid input: expected string, received undefined".
 * Only the first issues are listed: the message ends up in an error state, not a report.
 */
export function describeSchemaFailure(call: string, error: z.ZodError): string {
  const issues = error.issues
    .slice(0, shownIssues)
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : '(answer)'}: ${issue.message}`);
  const more = error.issues.length - shownIssues;
  return `Unexpected answer to ${call}: ${issues.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`;
}

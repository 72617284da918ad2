import { HttpResponse } from 'msw';

/** Error bodies carry `error` (a code the client exposes as ApiError.code) and a readable message. */
export function errorAnswer(status: number, error: string, message: string): Response {
  return HttpResponse.json({ error, message }, { status });
}

export const forbiddenAnswer = (what: string) =>
  errorAnswer(403, 'forbidden', `You are not allowed to ${what}`);

export const notFoundAnswer = (what: string) => errorAnswer(404, 'not_found', `${what} not found`);

import { ApiError, answerTimedOutMessage } from '@stride/api';
import { describe, expect, it } from 'vitest';
import { failureMessages, loadError, loadErrorProps } from './load-error';

const fallback = 'The councils could not be loaded.';
const call = 'GET api/admin/councils';

describe('loadError', () => {
  it('words a network failure plainly; the call and the browser error go to the detail', () => {
    const error = new ApiError({
      kind: 'network',
      call,
      message: `Could not reach the server (${call})`,
      cause: new TypeError('Failed to fetch'),
    });
    const { message, detail } = loadError(error, fallback);
    expect(message).toBe(failureMessages.notReached);
    expect(message).not.toContain('api/');
    expect(detail).toContain(call);
    expect(detail).toContain('TypeError: Failed to fetch');
  });

  it('keeps the deadline sentence for a call that timed out', () => {
    const error = new ApiError({ kind: 'network', code: 'timeout', call, message: answerTimedOutMessage });
    expect(loadError(error, fallback)).toMatchObject({ message: answerTimedOutMessage });
    expect(loadError(error, fallback).detail).toContain('Error code: timeout');
  });

  it('says an unreadable answer is unreadable; the schema issues go to the detail', () => {
    const issues = `Unexpected answer to ${call}: (answer): Invalid input: expected object, received undefined`;
    const error = new ApiError({ kind: 'invalid-response', status: 200, call, message: issues });
    const { message, detail } = loadError(error, fallback);
    expect(message).toBe(failureMessages.unreadable);
    expect(message).not.toContain('Invalid input');
    expect(detail).toContain(`${call} answered with status 200`);
    expect(detail).toContain('Invalid input: expected object');
  });

  it("keeps a server's own words verbatim, 4xx or 5xx (spec messages)", () => {
    const refused = new ApiError({
      kind: 'http',
      status: 403,
      code: 'forbidden',
      call: 'POST api/admin/csv_snapshot',
      fromServer: true,
      message: 'You are not authorized to generate this CSV Snapshot',
    });
    expect(loadError(refused, fallback).message).toBe('You are not authorized to generate this CSV Snapshot');
    expect(loadError(refused, fallback).detail).toContain('Error code: forbidden');
    const occurred = new ApiError({
      kind: 'http',
      status: 500,
      call,
      fromServer: true,
      message: 'Error occured',
    });
    expect(loadError(occurred, fallback).message).toBe('Error occured');
    // An error field that is a sentence (the ML calls answer { error: '...' }) is the server's words too.
    const mlField = 'Name (3 to 80) and estimator are required';
    const ml = new ApiError({ kind: 'http', status: 422, code: mlField, fromServer: true, message: mlField });
    expect(loadError(ml, fallback).message).toBe(mlField);
  });

  it('words a 5xx with no human message (none, a code, a stock status text) plainly', () => {
    const bare = new ApiError({ kind: 'http', status: 502, call, message: `${call} failed with status 502` });
    const coded = new ApiError({
      kind: 'http',
      status: 500,
      code: 'server_error',
      fromServer: true,
      message: 'server_error',
    });
    const stock = new ApiError({
      kind: 'http',
      status: 500,
      code: 'server_error',
      call,
      fromServer: true,
      message: 'Server Error',
    });
    for (const error of [bare, coded, stock])
      expect(loadError(error, fallback).message).toBe(failureMessages.serverProblem);
    expect(loadError(stock, fallback).detail).toBe(
      `${call} answered with status 500\nError code: server_error\nServer Error`,
    );
  });

  it('words a 4xx that carries only a code as refused', () => {
    const error = new ApiError({
      kind: 'http',
      status: 404,
      code: 'not_found',
      fromServer: true,
      message: 'not_found',
    });
    expect(loadError(error, fallback).message).toBe(failureMessages.refused);
    expect(loadError(error, fallback).detail).toContain('not_found');
  });

  it('says a 403 without human words is not allowed for this account (the session stays)', () => {
    const error = new ApiError({
      kind: 'http',
      status: 403,
      code: 'forbidden',
      fromServer: true,
      message: 'forbidden',
    });
    expect(loadError(error, fallback).message).toBe('Your account is not allowed to do this.');
    expect(loadError(error, fallback).detail).toContain('answered with status 403');
  });

  it('says an expired session has ended', () => {
    const error = new ApiError({
      kind: 'expired',
      status: 401,
      call,
      fromServer: true,
      message: 'TokenInvalidException',
    });
    expect(loadError(error, fallback)).toMatchObject({ message: failureMessages.sessionEnded });
    expect(loadError(error, fallback).detail).toContain('TokenInvalidException');
  });

  it("gives anything else the page's fallback sentence, its name and message as the detail", () => {
    expect(loadError(new TypeError('rows.map is not a function'), fallback)).toEqual({
      message: fallback,
      detail: 'TypeError: rows.map is not a function',
    });
  });
});

describe('loadErrorProps', () => {
  it('gives no props without an error, else the message as error and the detail as errorDetail', () => {
    expect(loadErrorProps(undefined, fallback)).toEqual({});
    const error = new ApiError({ kind: 'invalid-response', status: 200, call, message: 'not JSON' });
    expect(loadErrorProps(error, fallback)).toEqual({
      error: failureMessages.unreadable,
      errorDetail: `${call} answered with status 200\nnot JSON`,
    });
  });
});

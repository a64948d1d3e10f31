import { describe, expect, it } from 'vitest';
import { knownPageMessage, PageError, routeErrorData, routeErrorStatus } from './route-error';

describe('routeErrorStatus (statusCode, status or response status, else 500)', () => {
  it("reads the status and message of a route's error", () => {
    const error = new PageError(403, { message: 'Forbidden' });
    expect(routeErrorStatus(error)).toBe(403);
    expect(routeErrorData(error)).toEqual({ message: 'Forbidden' });
  });

  it('reads statusCode, then status, then response.status', () => {
    expect(routeErrorStatus({ statusCode: 503, status: 404 })).toBe(503);
    expect(routeErrorStatus({ status: 404 })).toBe(404);
    expect(routeErrorStatus({ response: { status: 401 } })).toBe(401);
  });

  it('falls back to 500', () => {
    expect(routeErrorStatus(new Error('boom'))).toBe(500);
    expect(routeErrorStatus({ status: 'oops' })).toBe(500);
    expect(routeErrorStatus(null)).toBe(500);
    expect(routeErrorStatus({ status: 200 })).toBe(500);
  });
});

describe('knownPageMessage', () => {
  it('names the page-loading messages', () => {
    expect(knownPageMessage('Unexpected status code.')).toBe('unexpectedStatus');
    expect(knownPageMessage('Unexpected string output.')).toBe('unexpectedString');
    expect(knownPageMessage('Unexpected redirection response.')).toBe('redirectWithoutLocation');
    expect(knownPageMessage('Forbidden')).toBeUndefined();
  });
});

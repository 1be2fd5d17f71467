import { ERROR_CODES, MESSAGES } from '@vineyard/domain';
import { codeForStatus, DOMAIN_ERRORS, errorBody } from './domain-error-map';
import { DomainError, STATUS_TEXT } from './errors';

describe('DOMAIN_ERRORS', () => {
  it('maps exactly the codes of ERROR_CODES, each to a known status and a message', () => {
    expect(Object.keys(DOMAIN_ERRORS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const { status, message } = DOMAIN_ERRORS[code];
      expect([code, STATUS_TEXT[status]]).toEqual([code, expect.any(String)]);
      expect([code, message.trim().length > 0]).toEqual([code, true]);
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });

  it('builds the body of every code with its status, status text and message', () => {
    for (const code of ERROR_CODES) {
      const { status, message } = DOMAIN_ERRORS[code];
      expect(errorBody(code)).toEqual({ statusCode: status, error: STATUS_TEXT[status], code, message });
    }
  });

  it('keeps a more precise message and the fields, and leaves out an empty field list', () => {
    const message = MESSAGES.winery.quoteChanged('€1,234');
    expect(errorBody('QUOTE_CHANGED', { message })).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'QUOTE_CHANGED',
      message,
    });
    const errors = [{ field: 'name', message: MESSAGES.estate.nameRequired }];
    expect(errorBody('VALIDATION_FAILED', { message: errors[0]!.message, errors })).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      errors,
    });
    expect(errorBody('VALIDATION_FAILED', { errors: [] })).not.toHaveProperty('errors');
  });

  it('gives every status the API answers a code of that status, and others a generic one', () => {
    for (const status of Object.keys(STATUS_TEXT).map(Number)) {
      expect([status, DOMAIN_ERRORS[codeForStatus(status)].status]).toEqual([status, status]);
    }
    expect(codeForStatus(410)).toBe('BAD_REQUEST');
    expect(codeForStatus(502)).toBe('INTERNAL_ERROR');
    expect(errorBody(codeForStatus(410), { status: 410 })).toMatchObject({ statusCode: 410, error: 'Error' });
  });

  it('is what a DomainError carries: the code, and the message it was given', () => {
    expect(new DomainError('PRICE_CHANGED')).toMatchObject({ code: 'PRICE_CHANGED', details: {} });
    expect(new DomainError('RATE_LIMITED', { retryAfter: 3 }).details.retryAfter).toBe(3);
  });
});

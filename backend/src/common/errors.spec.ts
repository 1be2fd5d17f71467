import { errorBody, isDatabaseUnavailable } from './errors';

describe('errorBody', () => {
  it('builds the documented shape and leaves out an empty errors list', () => {
    expect(errorBody(400, 'Estate name is required')).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Estate name is required',
    });
    expect(errorBody(400, 'x', [])).not.toHaveProperty('errors');
    expect(errorBody(400, 'x', [{ field: 'name', message: 'x' }]).errors).toHaveLength(1);
  });
});

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also wrapped by TypeORM', () => {
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable({ driverError: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });
  it('does not treat query errors as outages', () => {
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

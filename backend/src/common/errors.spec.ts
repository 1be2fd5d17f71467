import { QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { boundedWait, isDatabaseUnavailable, isRetryableConflict, sqlState } from './errors';

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also wrapped by TypeORM', () => {
    expect(isDatabaseUnavailable({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseUnavailable({ driverError: { code: '57P01' } })).toBe(true);
    // a write on a node that is a standby now (a demoted primary behind a one-host URL)
    expect(isDatabaseUnavailable({ driverError: { code: '25006' } })).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    // pg, on a client whose connection broke (e.g. the ROLLBACK after the server went away)
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    // TypeORM, on a transaction whose connection emitted an error between two statements
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
    expect(isDatabaseUnavailable(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
  });
  it('does not treat query errors as outages', () => {
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('sqlState and isRetryableConflict', () => {
  it('reads the SQLSTATE of pg errors, also wrapped by TypeORM', () => {
    expect(sqlState({ code: '22003' })).toBe('22003');
    expect(sqlState({ driverError: { code: '40P01' } })).toBe('40P01');
    expect(sqlState({ code: 'ECONNRESET' })).toBeUndefined();
    expect(sqlState(new Error('boom'))).toBeUndefined();
  });
  it('treats deadlocks and serialization failures as retryable, nothing else', () => {
    expect(isRetryableConflict({ code: '40P01' })).toBe(true);
    expect(isRetryableConflict({ driverError: { code: '40001' } })).toBe(true);
    expect(isRetryableConflict({ code: '23505' })).toBe(false);
    expect(isRetryableConflict(undefined)).toBe(false);
  });
});

describe('boundedWait', () => {
  it('names the bound that cut a wait short: lock_timeout (55P03) or statement_timeout (57014), also wrapped by TypeORM', () => {
    expect(boundedWait({ code: '55P03' })).toBe('lock');
    expect(boundedWait({ driverError: { code: '57014' } })).toBe('statement');
    expect(boundedWait({ code: '40P01' })).toBeUndefined();
    expect(boundedWait(new Error('boom'))).toBeUndefined();
  });
});

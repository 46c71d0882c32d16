import { isDependencyDown } from './dependency-errors';

describe('isDependencyDown', () => {
  it('knows the connection errors of pg, TypeORM, ioredis and BullMQ', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDependencyDown(refused)).toBe(true);
    expect(isDependencyDown(new AggregateError([refused], ''))).toBe(true);
    expect(isDependencyDown(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDependencyDown(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDependencyDown(
        Object.assign(new Error('query failed'), { name: 'QueryFailedError', driverError: { code: '57P01' } }),
      ),
    ).toBe(true);
    expect(isDependencyDown(new Error('Connection is closed.'))).toBe(true);
    expect(isDependencyDown(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(true);
    expect(isDependencyDown(new Error('Reached the max retries per request limit (which is 1).'))).toBe(true);
    expect(isDependencyDown(new Error('Command timed out'))).toBe(true);
  });

  it('leaves every other error alone (a bug stays a 500)', () => {
    expect(isDependencyDown(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(
      isDependencyDown(
        Object.assign(new Error('duplicate key'), { name: 'QueryFailedError', driverError: { code: '23505' } }),
      ),
    ).toBe(false);
    expect(isDependencyDown(null)).toBe(false);
    expect(isDependencyDown('ECONNREFUSED')).toBe(false);
  });
});

import { addOneMonth, extendSubscription } from './subscription-period';

const utc = (iso: string) => new Date(iso);

describe('addOneMonth', () => {
  it.each([
    ['2027-01-31T10:00:00.000Z', '2027-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2027-03-31T23:59:59.999Z', '2027-04-30T23:59:59.999Z'],
    ['2027-01-15T08:30:00.000Z', '2027-02-15T08:30:00.000Z'],
    ['2027-12-31T00:00:00.000Z', '2028-01-31T00:00:00.000Z'],
    ['2027-02-28T12:00:00.000Z', '2027-03-28T12:00:00.000Z'],
  ])('%s → %s', (from, to) => {
    expect(addOneMonth(utc(from)).toISOString()).toBe(to);
  });
});

describe('extendSubscription', () => {
  const now = utc('2027-05-10T12:00:00.000Z');

  it('counts from now when there is no subscription', () => {
    expect(extendSubscription(null, now).toISOString()).toBe('2027-06-10T12:00:00.000Z');
  });

  it('counts from now when the subscription already ended', () => {
    expect(extendSubscription(utc('2027-04-01T00:00:00.000Z'), now).toISOString()).toBe('2027-06-10T12:00:00.000Z');
  });

  it('adds the month to an end still in the future', () => {
    expect(extendSubscription(utc('2027-05-31T09:00:00.000Z'), now).toISOString()).toBe('2027-06-30T09:00:00.000Z');
  });

  it('two payments in a row give two months', () => {
    const first = extendSubscription(null, now);
    expect(extendSubscription(first, now).toISOString()).toBe('2027-07-10T12:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { elapsedCalendarMonths, partDueDate, partLife, partLifeTone } from './partLife.js';

const utc = (y: number, m: number, d: number, h = 0) => new Date(Date.UTC(y, m - 1, d, h));

describe('elapsedCalendarMonths', () => {
  it.each([
    ['2025-01-15', '2025-01-15', 0],
    ['2025-01-15', '2025-02-14', 0],
    ['2025-01-15', '2025-02-15', 1],
    ['2025-01-15', '2025-03-14', 1],
    ['2025-01-15', '2026-01-14', 11],
    ['2025-01-15', '2026-01-15', 12],
    ['2024-12-15', '2025-01-15', 1],
    // Month ends: the last day of a shorter month counts as the anniversary.
    ['2025-01-31', '2025-02-27', 0],
    ['2025-01-31', '2025-02-28', 1],
    ['2025-01-31', '2025-03-01', 1],
    ['2025-01-31', '2025-03-30', 1],
    ['2025-01-31', '2025-03-31', 2],
    ['2025-01-31', '2025-04-30', 3],
    ['2025-01-30', '2025-02-28', 1],
    ['2025-03-31', '2025-04-30', 1],
    // Leap years.
    ['2024-01-31', '2024-02-28', 0],
    ['2024-01-31', '2024-02-29', 1],
    ['2024-02-29', '2025-02-28', 12],
    ['2024-02-29', '2024-03-28', 0],
    ['2024-02-29', '2024-03-29', 1],
    ['2024-02-28', '2024-03-28', 1],
  ])('from %s to %s is %d', (from, to, months) => {
    expect(elapsedCalendarMonths(from, to)).toBe(months);
  });

  it('counts 0 when the end is before the start', () => {
    expect(elapsedCalendarMonths('2025-06-15', '2025-01-15')).toBe(0);
    expect(elapsedCalendarMonths('2025-06-15', '2020-12-31')).toBe(0);
  });

  it('uses UTC dates and ignores the time of day', () => {
    expect(elapsedCalendarMonths(utc(2025, 1, 15, 23), utc(2025, 2, 15, 0))).toBe(1);
    expect(elapsedCalendarMonths(utc(2025, 1, 15, 0), utc(2025, 2, 14, 23))).toBe(0);
    // 23:00 at UTC-5 on Feb 14 is already Feb 15 in UTC.
    expect(elapsedCalendarMonths('2025-01-15T00:00:00Z', '2025-02-14T23:00:00-05:00')).toBe(1);
  });

  it('throws a RangeError for invalid dates', () => {
    expect(() => elapsedCalendarMonths('not a date', '2025-01-01')).toThrow(RangeError);
    expect(() => elapsedCalendarMonths(new Date('2025-01-01'), new Date(Number.NaN))).toThrow(
      RangeError,
    );
  });
});

describe('partDueDate', () => {
  it('adds the lifespan in calendar months, clamping to the month end', () => {
    expect(partDueDate({ installationDate: '2025-01-15', lifespanMonths: 6 })).toEqual(
      utc(2025, 7, 15),
    );
    expect(partDueDate({ installationDate: '2025-01-31', lifespanMonths: 1 })).toEqual(
      utc(2025, 2, 28),
    );
    expect(partDueDate({ installationDate: '2024-01-31', lifespanMonths: 1 })).toEqual(
      utc(2024, 2, 29),
    );
    expect(partDueDate({ installationDate: '2024-02-29', lifespanMonths: 12 })).toEqual(
      utc(2025, 2, 28),
    );
    expect(partDueDate({ installationDate: '2024-11-30', lifespanMonths: 3 })).toEqual(
      utc(2025, 2, 28),
    );
    expect(partDueDate({ installationDate: utc(2025, 3, 10, 18), lifespanMonths: 24 })).toEqual(
      utc(2027, 3, 10),
    );
  });

  it.each([
    [null, 6],
    [undefined, 6],
    ['', 6],
    ['garbage', 6],
    ['2025-01-15', 0],
    ['2025-01-15', -3],
    ['2025-01-15', 1.5],
    ['2025-01-15', null],
    ['2025-01-15', undefined],
  ])('is null for date %j and lifespan %j', (installationDate, lifespanMonths) => {
    expect(partDueDate({ installationDate, lifespanMonths })).toBeNull();
  });

  it('is the first day partLife reports Expired, for many dates and lifespans', () => {
    const day = 24 * 60 * 60 * 1000;
    for (let offset = 0; offset < 4 * 366; offset += 7) {
      const installationDate = new Date(Date.UTC(2023, 0, 1) + offset * day);
      for (const lifespanMonths of [1, 2, 3, 6, 11, 12, 13, 24]) {
        const due = partDueDate({ installationDate, lifespanMonths });
        if (due === null) throw new Error('expected a due date');
        const dayBefore = new Date(due.getTime() - day);
        expect(elapsedCalendarMonths(installationDate, due)).toBe(lifespanMonths);
        expect(elapsedCalendarMonths(installationDate, dayBefore)).toBe(lifespanMonths - 1);
        expect(partLife({ installationDate, lifespanMonths, now: due }).text).toBe('Expired');
        expect(partLife({ installationDate, lifespanMonths, now: dayBefore }).text).toBe(
          '1 month(s)',
        );
      }
    }
  });
});

describe('partLife', () => {
  it('counts down whole months', () => {
    expect(
      partLife({ installationDate: '2025-01-15', lifespanMonths: 6, now: '2025-04-20' }),
    ).toEqual({ remainingMonths: 3, percent: 50, text: '3 month(s)', tone: 'yellow' });
    expect(
      partLife({ installationDate: '2025-01-15', lifespanMonths: 6, now: '2025-01-15' }),
    ).toEqual({ remainingMonths: 6, percent: 100, text: '6 month(s)', tone: 'green' });
    expect(
      partLife({ installationDate: '2025-01-15', lifespanMonths: 6, now: '2025-07-14' }),
    ).toEqual({ remainingMonths: 1, percent: 17, text: '1 month(s)', tone: 'red' });
  });

  it('says Expired at 0 and never goes below 0', () => {
    const expired = { remainingMonths: 0, percent: 0, text: 'Expired', tone: 'red' };
    expect(
      partLife({ installationDate: '2025-01-15', lifespanMonths: 6, now: '2025-07-15' }),
    ).toEqual(expired);
    expect(
      partLife({ installationDate: '2025-01-15', lifespanMonths: 6, now: '2030-01-01' }),
    ).toEqual(expired);
  });

  it('counts a future installation date as no time elapsed', () => {
    expect(
      partLife({ installationDate: '2026-01-15', lifespanMonths: 6, now: '2025-01-15' }),
    ).toEqual({ remainingMonths: 6, percent: 100, text: '6 month(s)', tone: 'green' });
  });

  it('handles the Jan 31 month end', () => {
    const life = (now: string) =>
      partLife({ installationDate: '2025-01-31', lifespanMonths: 2, now }).remainingMonths;
    expect(life('2025-02-27')).toBe(2);
    expect(life('2025-02-28')).toBe(1);
    expect(life('2025-03-01')).toBe(1);
    expect(life('2025-03-30')).toBe(1);
    expect(life('2025-03-31')).toBe(0);
  });

  // Lifespan 100 makes each elapsed month exactly one percent.
  it.each([
    [79, 21, 'yellow'],
    [80, 20, 'red'],
    [49, 51, 'green'],
    [50, 50, 'yellow'],
  ])('after %d of 100 months shows %d%% (%s)', (elapsed, percent, tone) => {
    const result = partLife({
      installationDate: utc(2000, 1, 10),
      lifespanMonths: 100,
      now: utc(2000, 1 + elapsed, 10),
    });
    expect(result).toEqual({
      remainingMonths: 100 - elapsed,
      percent,
      text: `${100 - elapsed} month(s)`,
      tone,
    });
  });

  it('rounds the percentage', () => {
    const at = (lifespanMonths: number, elapsed: number) =>
      partLife({
        installationDate: utc(2020, 1, 1),
        lifespanMonths,
        now: utc(2020, 1 + elapsed, 1),
      });
    expect(at(3, 2).percent).toBe(33); // 33.3
    expect(at(3, 1).percent).toBe(67); // 66.7
    expect(at(8, 3).percent).toBe(63); // 62.5 rounds up
    expect(at(8, 3).tone).toBe('green');
    expect(at(5, 4)).toMatchObject({ percent: 20, tone: 'red' });
    expect(at(12, 6)).toMatchObject({ percent: 50, tone: 'yellow' });
  });

  it.each([
    [null, 6],
    [undefined, 6],
    ['', 6],
    ['not a date', 6],
    ['2025-01-15', 0],
    ['2025-01-15', null],
    ['2025-01-15', undefined],
    ['2025-01-15', -1],
    ['2025-01-15', Number.NaN],
    ['2025-01-15', 2.5],
  ])('shows N/A for date %j and lifespan %j', (installationDate, lifespanMonths) => {
    expect(partLife({ installationDate, lifespanMonths, now: '2025-06-01' })).toEqual({
      remainingMonths: null,
      percent: 100,
      text: 'N/A',
      tone: 'green',
    });
  });

  it('accepts Date objects and defaults now to the current time', () => {
    const installationDate = new Date();
    expect(partLife({ installationDate, lifespanMonths: 3 })).toMatchObject({
      remainingMonths: 3,
      percent: 100,
    });
  });

  it('throws a RangeError for an invalid now', () => {
    expect(() =>
      partLife({ installationDate: '2025-01-15', lifespanMonths: 6, now: 'soon' }),
    ).toThrow(RangeError);
  });
});

describe('partLifeTone', () => {
  it.each([
    [0, 'red'],
    [20, 'red'],
    [21, 'yellow'],
    [50, 'yellow'],
    [51, 'green'],
    [100, 'green'],
  ])('%d%% is %s', (percent, tone) => {
    expect(partLifeTone(percent)).toBe(tone);
  });
});

import { PART_LIFE_RED_PERCENT, PART_LIFE_YELLOW_PERCENT } from './constants.js';
import { partLifeMessages } from './messages.js';

/**
 * Part life on the tracker dashboard.
 *
 * Months are whole calendar months on UTC dates (the time of day does not count). A month has
 * elapsed when the installation's day of month is reached again, or the last day of a month
 * too short to have that day: from Jan 31, one month has elapsed on Feb 28 (Feb 29 in a leap
 * year) and two on Mar 31.
 */

export type DateInput = Date | string;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

function isValidDate(value: Date): boolean {
  return !Number.isNaN(value.getTime());
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * Whole calendar months from `from` to `to` on their UTC dates; 0 when `to` is before `from`.
 * Accepts Dates or ISO strings; throws a RangeError for an invalid date.
 */
export function elapsedCalendarMonths(from: DateInput, to: DateInput): number {
  const start = toDate(from);
  const end = toDate(to);
  if (!isValidDate(start) || !isValidDate(end)) {
    throw new RangeError('elapsedCalendarMonths needs two valid dates.');
  }
  const endYear = end.getUTCFullYear();
  const endMonth = end.getUTCMonth();
  let months = (endYear - start.getUTCFullYear()) * 12 + (endMonth - start.getUTCMonth());
  const anniversaryDay = Math.min(start.getUTCDate(), daysInMonth(endYear, endMonth));
  if (end.getUTCDate() < anniversaryDay) months -= 1;
  return Math.max(0, months);
}

function isLifespan(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function parseInstallationDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = toDate(value);
  return isValidDate(date) ? date : null;
}

export interface PartDueDateInput {
  readonly installationDate: DateInput | null | undefined;
  readonly lifespanMonths: number | null | undefined;
}

/**
 * The UTC midnight on which the part's remaining life reaches 0: the installation date plus
 * `lifespanMonths` calendar months, on the same day of month or the month's last day. This is
 * the first day on which `partLife` says 'Expired'. Null when the date is missing or invalid or
 * the lifespan is not a whole number above 0.
 */
export function partDueDate({ installationDate, lifespanMonths }: PartDueDateInput): Date | null {
  const installed = parseInstallationDate(installationDate);
  if (installed === null || !isLifespan(lifespanMonths)) return null;
  const monthIndex = installed.getUTCMonth() + lifespanMonths;
  const year = installed.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const day = Math.min(installed.getUTCDate(), daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day));
}

export type PartLifeTone = 'red' | 'yellow' | 'green';

export interface PartLifeInput extends PartDueDateInput {
  /** The moment to measure at; defaults to the current time. */
  readonly now?: DateInput;
}

export interface PartLife {
  /** Whole months left, never below 0; null when the life cannot be computed. */
  readonly remainingMonths: number | null;
  /** round(remaining / lifespan × 100); 100 when the life cannot be computed. */
  readonly percent: number;
  /** 'N month(s)', 'Expired' at 0, or 'N/A'. */
  readonly text: string;
  readonly tone: PartLifeTone;
}

/** Progress colour: red at 20 % or below, yellow at 50 % or below, otherwise green. */
export function partLifeTone(percent: number): PartLifeTone {
  if (percent <= PART_LIFE_RED_PERCENT) return 'red';
  if (percent <= PART_LIFE_YELLOW_PERCENT) return 'yellow';
  return 'green';
}

/**
 * Remaining life of a tracked part. Remaining months = lifespan − elapsed calendar
 * months, not below 0; an installation date in the future counts as 0 elapsed. With no or an
 * invalid date, or a lifespan that is missing or not a whole number above 0, the part shows
 * 100 %, 'N/A' and green. Throws a RangeError for an invalid `now` (a caller's mistake).
 */
export function partLife({ installationDate, lifespanMonths, now }: PartLifeInput): PartLife {
  const installed = parseInstallationDate(installationDate);
  const at = now === undefined ? new Date() : toDate(now);
  if (!isValidDate(at)) throw new RangeError('partLife needs a valid `now`.');
  if (installed === null || !isLifespan(lifespanMonths)) {
    return {
      remainingMonths: null,
      percent: 100,
      text: partLifeMessages.notAvailable,
      tone: 'green',
    };
  }
  const elapsed = elapsedCalendarMonths(installed, at);
  const remainingMonths = Math.max(0, lifespanMonths - elapsed);
  const percent = Math.round((remainingMonths / lifespanMonths) * 100);
  const text =
    remainingMonths === 0 ? partLifeMessages.expired : partLifeMessages.remaining(remainingMonths);
  return { remainingMonths, percent, text, tone: partLifeTone(percent) };
}

import type { FilterType, PoolOption, TrackerWaterSource, WaterType } from './constants.js';
import { gpgToPpm } from './hardness.js';

/**
 * Which of a part's two lifespans applies (issue 4, "Filter tracker"): a part product carries
 * quick replace months (hard-working water or household) and slow replace months (good water,
 * light use). The specification gave no figures, so these thresholds are this package's choice,
 * taken from common US water-treatment guidance:
 *
 * - TDS above 300 ppm (`HIGH_TDS_PPM`; the EPA's secondary standard is 500, membranes wear
 *   visibly from about 300);
 * - hardness above 120 ppm (`HARD_WATER_PPM`, about 7 gpg: the usual "hard" line in gpg);
 * - well water (untreated source: sediment, iron, bacteria);
 * - 5 or more people (`HEAVY_USE_PEOPLE`), 3 or more pets (`HEAVY_USE_PETS`);
 * - a pool supplied by the system;
 * - an average shower longer than 10 minutes (`LONG_SHOWER_MINUTES`).
 *
 * Every comparison is strict at the stated figure: exactly 300 ppm, 120 ppm or 10 minutes is
 * still good water / light use; 5 people and 3 pets are already heavy use. Unknown values
 * (null, undefined, not finite) never make water count as hard.
 */
export const HIGH_TDS_PPM = 300;
export const HARD_WATER_PPM = 120;
export const HEAVY_USE_PEOPLE = 5;
export const HEAVY_USE_PETS = 3;
export const LONG_SHOWER_MINUTES = 10;

export type HeavyWearReason =
  | 'high-tds'
  | 'hard-water'
  | 'well-water'
  | 'many-people'
  | 'many-pets'
  | 'pool'
  | 'long-showers';

/** The water and household a part works in; every field may be unknown. */
export interface PartWearConditions {
  /** Total dissolved solids, ppm. */
  readonly tdsPpm?: number | null | undefined;
  /** Hardness, ppm (convert gpg with `gpgToPpm`). */
  readonly hardnessPpm?: number | null | undefined;
  /** The dialog's lower-case source or the settings' capitalised water type. */
  readonly waterSource?: TrackerWaterSource | WaterType | null | undefined;
  readonly people?: number | null | undefined;
  readonly pets?: number | null | undefined;
  readonly hasPool?: boolean | null | undefined;
  /** Average shower, minutes. */
  readonly showerTimeMinutes?: number | null | undefined;
}

export interface ReplaceMonths {
  readonly quickReplaceMonths?: number | null | undefined;
  readonly slowReplaceMonths?: number | null | undefined;
}

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Why the part wears quickly, in the order listed above; empty for good water and light use. */
export function heavyWearReasons(conditions: PartWearConditions): HeavyWearReason[] {
  const reasons: HeavyWearReason[] = [];
  const { tdsPpm, hardnessPpm, people, pets, showerTimeMinutes } = conditions;
  if (known(tdsPpm) && tdsPpm > HIGH_TDS_PPM) reasons.push('high-tds');
  if (known(hardnessPpm) && hardnessPpm > HARD_WATER_PPM) reasons.push('hard-water');
  if (conditions.waterSource?.toLowerCase() === 'well') reasons.push('well-water');
  if (known(people) && people >= HEAVY_USE_PEOPLE) reasons.push('many-people');
  if (known(pets) && pets >= HEAVY_USE_PETS) reasons.push('many-pets');
  if (conditions.hasPool === true) reasons.push('pool');
  if (known(showerTimeMinutes) && showerTimeMinutes > LONG_SHOWER_MINUTES) {
    reasons.push('long-showers');
  }
  return reasons;
}

const months = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * The months a tracked part lasts: its quick replace months when any heavy-wear reason applies
 * (`heavyWearReasons`), else its slow replace months. When the part has only one of the two
 * (a value that is missing, 0, negative or not a whole number counts as missing), that one is
 * used whatever the water; with neither, null (the dashboard then shows 'N/A').
 */
export function partLifespanMonths(
  replace: ReplaceMonths,
  conditions: PartWearConditions,
): number | null {
  const quick = months(replace.quickReplaceMonths);
  const slow = months(replace.slowReplaceMonths);
  if (quick === null || slow === null) return quick ?? slow;
  return heavyWearReasons(conditions).length > 0 ? quick : slow;
}

/** The household & water profile as stored (PUT /trackers), any field possibly missing. */
export interface WearHouseData {
  readonly peopleNumber?: number | null;
  readonly petsNumber?: number | null;
  readonly waterType?: WaterType | null;
  readonly tds?: number | null;
  readonly hardness?: number | null;
  readonly showerTime?: number | null;
}

/** The Add Product Information dialog's values (`trackerAdditionalDataSchema` output). */
export interface WearAdditionalData {
  readonly waterSource?: TrackerWaterSource | null;
  readonly tds?: number | null;
  readonly hardness?: number | null;
  readonly hardnessUnit?: 'gpg' | 'ppm' | null;
  readonly roPeople?: number | null;
  readonly roPets?: number | null;
  readonly wholeHousePeople?: number | null;
  readonly hasPool?: PoolOption | null;
}

/**
 * The conditions of one tracked system: the dialog's values for that system first (its TDS,
 * hardness converted from its unit to ppm, water source; people and pets for an under-sink
 * system, people and pool for a whole-house one), the household profile where the dialog left
 * a value out (null or absent), and the household's shower time.
 */
export function trackedSystemWearConditions(input: {
  readonly filterType: FilterType;
  readonly houseData?: WearHouseData | null | undefined;
  readonly additionalData?: WearAdditionalData | null | undefined;
}): PartWearConditions {
  const house = input.houseData ?? {};
  const data = input.additionalData ?? {};
  const hardness = known(data.hardness)
    ? data.hardnessUnit === 'ppm'
      ? data.hardness
      : gpgToPpm(data.hardness)
    : undefined;
  const wholeHouse = input.filterType === 'wholehouse';
  const people = wholeHouse ? data.wholeHousePeople : data.roPeople;
  return {
    tdsPpm: known(data.tds) ? data.tds : house.tds,
    hardnessPpm: hardness ?? house.hardness,
    waterSource: data.waterSource ?? house.waterType,
    people: known(people) ? people : house.peopleNumber,
    pets: !wholeHouse && known(data.roPets) ? data.roPets : house.petsNumber,
    hasPool: wholeHouse ? data.hasPool === 'Yes' : false,
    showerTimeMinutes: house.showerTime,
  };
}

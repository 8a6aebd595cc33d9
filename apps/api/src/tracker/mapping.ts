import type { components } from '@wtkit/api-client';
import { fromCents, settingsDefaults } from '@wtkit/domain';
import type {
  HouseholdRow,
  ReplacementRow,
  TrackedPartWithReplacement,
  TrackedProductRow,
} from './queries.js';

export type ApiTrackedProduct = components['schemas']['TrackedProduct'];
export type ApiHouseData = components['schemas']['HouseData'];
type ApiReplacementProduct = components['schemas']['ReplacementProduct'];

/** The settings page's defaults, answered until the household saves its own profile. */
const DEFAULT_HOUSE_DATA: ApiHouseData = {
  peopleNumber: Number(settingsDefaults.peopleNumber),
  petsNumber: Number(settingsDefaults.petsNumber),
  waterType: settingsDefaults.waterType,
  tds: Number(settingsDefaults.tds),
  hardness: Number(settingsDefaults.hardness),
  showerTime: Number(settingsDefaults.showerTime),
};

export function toApiHouseData(row: HouseholdRow | undefined): ApiHouseData {
  if (!row) return DEFAULT_HOUSE_DATA;
  return {
    peopleNumber: row.peopleNumber,
    petsNumber: row.petsNumber,
    waterType: row.waterType,
    tds: row.tds,
    hardness: row.hardness,
    showerTime: row.showerTime,
  };
}

export function toApiReplacement(row: ReplacementRow): ApiReplacementProduct {
  return {
    _id: row.id,
    name: row.name,
    sku: row.sku,
    price: fromCents(row.priceCents),
    stock: row.stock,
    imageUrl: row.imageUrl,
  };
}

/** A tracked product with its parts (those of `parts` that belong to it), in their order. */
export function toApiTrackedProduct(
  row: TrackedProductRow,
  parts: TrackedPartWithReplacement[],
): ApiTrackedProduct {
  return {
    _id: row.id,
    customName: row.customName,
    installationDate: row.installationDate.toISOString(),
    orderItemId: row.orderItemId,
    originalSystemProductId: row.systemProductId ? { _id: row.systemProductId } : null,
    systemProductNameSnapshot: row.systemNameSnapshot,
    systemProductImageUrlSnapshot: row.systemImageUrlSnapshot,
    filterType: row.filterType,
    additionalData: row.additionalData as ApiTrackedProduct['additionalData'],
    trackedSystemParts: parts
      .filter((part) => part.trackedProductId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((part) => ({
        _id: part.id,
        partProductId: part.partProductId,
        partProductNameSnapshot: part.nameSnapshot,
        initialLifespanMonths: part.lifespanMonths,
        clockStartedAt: part.clockStartedAt.toISOString(),
        replacement: part.replacement ? toApiReplacement(part.replacement) : null,
      })),
  };
}

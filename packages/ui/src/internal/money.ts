import { formatUsd, toCents } from '@wtkit/domain';

/** A dollar price as the API gives it (19.99), shown in USD with two decimals ($19.99). */
export function usd(price: number): string {
  return formatUsd(toCents(price));
}

import { plansStrings } from '../strings/catalogue/plans.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import type { PlanAddress } from './types.js';

/** The catalogue's areas this module reads. */
const STRINGS = { plans: plansStrings };

/** An address on one line, or "Ships to {address}" with the label. */
export function PlanAddressText({
  address,
  withLabel = false,
}: {
  address: PlanAddress;
  withLabel?: boolean;
}) {
  const s = useStringAreas(STRINGS);
  const line = formatString(s.plans.address, { ...address });
  return <>{withLabel ? formatString(s.plans.shipsTo, { address: line }) : line}</>;
}

export { TaxRateList, type TaxRateListItem, type TaxRateListProps } from './TaxRateList.js';

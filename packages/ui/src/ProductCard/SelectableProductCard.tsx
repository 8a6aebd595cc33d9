import { Checkbox } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { cx } from '../internal/cx.js';
import {
  ProductCardMedia,
  ProductCardPrice,
  type ProductCardProduct,
  type ProductCardProps,
} from './ProductCard.js';
import '../foundation.css';
import './ProductCard.css';

export interface SelectableProductCardProps
  extends Pick<
    ProductCardProps,
    'showPrice' | 'isSelected' | 'defaultSelected' | 'onSelectedChange' | 'className'
  > {
  product: ProductCardProduct;
}

/**
 * The product tile in delete mode on listings: a checkbox named by the product, which does
 * not navigate. `ProductCard` with `mode="delete"` renders it.
 */
export default function SelectableProductCard({
  product,
  showPrice = true,
  isSelected,
  defaultSelected,
  onSelectedChange,
  className,
}: SelectableProductCardProps) {
  return (
    <Checkbox
      className={cx('wt-base wt-ProductCard', className)}
      data-mode="delete"
      isSelected={isSelected}
      defaultSelected={defaultSelected}
      onChange={onSelectedChange}
    >
      <ProductCardMedia product={product} />
      <span className="wt-ProductCard-box" aria-hidden="true">
        <Icon name="check" />
      </span>
      <span className="wt-ProductCard-body">
        <span className="wt-ProductCard-name">{product.name}</span>
        {showPrice ? <ProductCardPrice product={product} /> : null}
      </span>
    </Checkbox>
  );
}

export { SelectableProductCard };

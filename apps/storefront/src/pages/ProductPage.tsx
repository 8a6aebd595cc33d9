import { useMutation, useQuery } from '@tanstack/react-query';
import type { Product, ProductDetail } from '@wtkit/api-client';
import {
  cartMessages,
  ERROR_MESSAGE_MS,
  formatUsd,
  LOGIN_REDIRECT_DELAY_MS,
  productStyleClasses,
  productsMessages,
  QUANTITY_MIN,
  SESSION_EXPIRED_REDIRECT_MS,
  sessionMessages,
  toCents,
} from '@wtkit/domain';
import {
  AddToCartButton,
  type AddToCartStatus,
  Button,
  ProductGallery,
  ProductGrid,
  productStrings,
  QuantityStepper,
  useStringAreas,
} from '@wtkit/ui';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { queries } from '../apiClient';
import { carryProduct } from '../carryProduct';
import { buyNowState } from '../checkout/buyNowState';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';
import { PaymentIcons, ProductActions } from '../ProductActions';
import { productGalleryImages } from '../productGalleryImages';
import { useToken } from '../session';
import { useHeightProperty } from '../useHeightProperty';
import { useTimedRedirect } from '../useTimedRedirect';
import NotFound from './NotFound';
import './ProductPage.css';

/** The catalogue's areas this module reads. */
const STRINGS = { product: productStrings };

type ShownProduct = Pick<Product, '_id' | 'name' | 'price' | 'imageUrl'> &
  Partial<Pick<ProductDetail, 'imageUrls' | 'description' | 'partProducts' | 'additional'>>;

/**
 * Product detail: the full record by id (the route's loader has it in the cache before the page
 * opens), or at `/product` with no id the product its navigation's state carries.
 */
export default function ProductPage() {
  const { id } = useParams();
  const location = useLocation();
  const fromState = (location.state as { product?: ShownProduct } | null)?.product;
  const productId = id ?? fromState?._id;
  const detail = useQuery({ ...queries.getProduct(productId ?? ''), enabled: Boolean(productId) });
  const product: ShownProduct | undefined =
    detail.data?.data ?? (fromState && fromState._id === productId ? fromState : undefined);

  if (!product) {
    if (!productId || detail.isError) return <NotFound />;
    return (
      <p className="sf-loading" role="status">
        {productsMessages.loadingProduct}
      </p>
    );
  }
  return <ProductDetailView key={product._id} product={product} />;
}

function ProductDetailView({ product }: { product: ShownProduct }) {
  const s = useStringAreas(STRINGS);
  const navigate = useNavigate();
  const token = useToken();
  const redirect = useTimedRedirect();
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [status, setStatus] = useState<AddToCartStatus>('idle');
  const [error, setError] = useState<{ message: string; durationMs: number | null }>({
    message: cartMessages.addFailed,
    durationMs: ERROR_MESSAGE_MS,
  });
  const add = useMutation(mutations.addCartItem());
  const buyBar = useRef<HTMLDivElement>(null);
  // The page ends the bar's height lower on phones, so the fixed bar never covers its end.
  useHeightProperty('--sf-buy-bar-height', buyBar, { clearAfter: true });

  const fail = (message: string, durationMs: number | null = ERROR_MESSAGE_MS) => {
    setError({ message, durationMs });
    setStatus('error');
  };

  const addToCart = () => {
    if (!token) {
      fail(cartMessages.loginToAdd, null);
      redirect('/log', LOGIN_REDIRECT_DELAY_MS);
      return;
    }
    setStatus('busy');
    add.mutate(
      { productId: product._id, quantity },
      {
        onSuccess: () => setStatus('success'),
        onError: (cause) => {
          if (isUnauthorized(cause)) {
            fail(sessionMessages.expired, null);
            redirect('/log', SESSION_EXPIRED_REDIRECT_MS);
          } else {
            fail(errorMessage(cause, cartMessages.addFailed));
          }
        },
      },
    );
  };

  const buyNow = () => navigate('/checkout', { state: buyNowState(product, quantity) });

  const busy = status === 'busy';
  const related = product.partProducts ?? [];

  return (
    <article className={['sf-product', ...productStyleClasses(product.additional)].join(' ')}>
      <div className="sf-product-main">
        <ProductGallery
          className="sf-product-gallery"
          name={product.name}
          images={productGalleryImages(product)}
        />
        <div className="sf-product-info">
          <div className="sf-product-heading">
            <h1 className="sf-product-name">{product.name}</h1>
            <ProductActions productId={product._id} name={product.name} />
          </div>
          <p className="sf-product-price">{formatUsd(toCents(product.price))}</p>
          <div className="sf-product-buy" ref={buyBar}>
            <QuantityStepper value={quantity} onChange={setQuantity} isDisabled={busy} />
            <AddToCartButton
              status={status}
              errorMessage={error.message}
              errorDurationMs={error.durationMs}
              onPress={addToCart}
              onMessageExpire={() => setStatus('idle')}
            />
          </div>
          <div className="sf-product-more">
            <Button variant="secondary" size="lg" onPress={buyNow} isDisabled={busy}>
              {s.product.buyItNow}
            </Button>
            {/* Outlined like Buy it Now: as a ghost button it read as plain text beside it. */}
            <Button
              variant="secondary"
              onPress={() => navigate('/dashboard', { state: { product } })}
              isDisabled={busy}
            >
              {s.product.iHaveThisProduct}
            </Button>
          </div>
          {product.description ? (
            <div className="sf-product-description">
              {product.description.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          ) : null}
          <div className="sf-product-security">
            <PaymentIcons />
            <p>{s.product.securityNote}</p>
          </div>
        </div>
      </div>
      {related.length > 0 ? (
        <section className="sf-related" aria-labelledby="related-products">
          <h2 id="related-products">{s.product.relatedProducts}</h2>
          <ProductGrid
            products={related}
            label={s.product.relatedProducts}
            getRouterOptions={carryProduct}
          />
        </section>
      ) : null}
    </article>
  );
}

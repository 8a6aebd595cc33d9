import { useQuery } from '@tanstack/react-query';
import {
  BannerCarousel,
  homeStrings,
  layoutStrings,
  ProductCard,
  ProductRail,
  SellingPoints,
  TdsChecker,
  type TdsCheckerStatus,
  useStringAreas,
} from '@wtkit/ui';
import { useState } from 'react';
import { queries } from '../apiClient';
import { homeSlides } from '../banners';
import { carryProduct } from '../carryProduct';
import { company } from '../config';
import './Home.css';

/** The catalogue's areas this module reads. */
const STRINGS = { home: homeStrings, layout: layoutStrings };

export default function Home() {
  return (
    <div className="sf-home">
      <h1 className="wt-visually-hidden">{company.name}</h1>
      <BannerCarousel slides={homeSlides} />
      <ImportantProducts />
      <WaveDivider />
      <FeaturedProducts />
      <WaterQuality />
      <SellingPoints className="sf-home-points" />
      <HealthyLiving />
    </div>
  );
}

/** The row of important products (ranks 1–3); a failure shows an empty row. */
function ImportantProducts() {
  const s = useStringAreas(STRINGS);
  const important = useQuery(queries.listProductCards({ important: true }));
  const products = important.data?.data ?? [];
  if (important.isPending) {
    // Three placeholders hold the row's place while it loads.
    return (
      <div className="sf-important" aria-hidden="true">
        <ul className="sf-important-list">
          {[1, 2, 3].map((n) => (
            <li key={n}>
              <span className="sf-important-placeholder" />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (products.length === 0) return null;
  return (
    <section className="sf-important" aria-label={s.layout.products}>
      <ul className="sf-important-list">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              showPrice={false}
              href={`/product/${encodeURIComponent(product._id)}`}
              routerOptions={carryProduct(product)}
              headingLevel={2}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WaveDivider() {
  return (
    <svg
      className="sf-wave"
      viewBox="0 0 1440 80"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M0 40c240 40 480 40 720 0s480-40 720 0v40H0z" fill="currentColor" />
    </svg>
  );
}

function FeaturedProducts() {
  const featured = useQuery(queries.listFeaturedProducts());
  const status = featured.isPending ? 'loading' : featured.isError ? 'error' : 'ready';
  return (
    <ProductRail
      className="sf-featured"
      products={featured.data?.data ?? []}
      status={status}
      {...(featured.error?.message ? { errorMessage: featured.error.message } : {})}
      getRouterOptions={carryProduct}
    />
  );
}

/** ZIP → GET /waterquality/tds; the checker shows displayTds and the rating, or --- on failure. */
function WaterQuality() {
  const [zip, setZip] = useState('');
  const tds = useQuery({ ...queries.getTdsByZip(zip), enabled: zip !== '', retry: false });
  let status: TdsCheckerStatus = 'empty';
  if (zip !== '') {
    if (tds.isFetching) status = 'loading';
    else if (tds.isError) status = 'failed';
    else if (tds.data) status = 'ready';
  }
  return (
    <TdsChecker
      className="sf-tds"
      onCheck={setZip}
      status={status}
      rawTds={tds.data?.data.tdsValue ?? null}
      checkedZip={zip}
    />
  );
}

function HealthyLiving() {
  const s = useStringAreas(STRINGS);
  return (
    <section className="sf-healthy" aria-labelledby="healthy-living">
      <h2 id="healthy-living">{s.home.healthyLivingHeading}</h2>
      <p>
        We are a Texas family business that has treated water for homes, restaurants and offices for
        years. From a single under-sink reverse osmosis system to a whole-house softener, we help
        you choose, install and look after the system that fits your water, and we remind you when a
        filter is due.
      </p>
    </section>
  );
}

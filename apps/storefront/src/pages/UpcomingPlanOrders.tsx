import { useQuery } from '@tanstack/react-query';
import { Alert, formatString, plansStrings, useFormat, useStringAreas } from '@wtkit/ui';
import { queries } from '../apiClient';
import { errorMessage } from '../errors';

/** The catalogue's areas this module reads. */
const STRINGS = { plans: plansStrings };

/** Received Orders' table of the plan orders of the next 30 days by product, to plan stock. */
export function UpcomingPlanOrders() {
  const s = useStringAreas(STRINGS).plans.upcoming;
  const format = useFormat();
  const upcoming = useQuery(queries.listUpcomingPlanOrders());
  const data = upcoming.data?.data;
  return (
    <section className="sf-upcoming-plans" aria-labelledby="upcoming-plans-title">
      <h2 id="upcoming-plans-title">{s.title}</h2>
      {upcoming.isError ? <Alert tone="danger">{errorMessage(upcoming.error, '')}</Alert> : null}
      {data ? (
        <p>{formatString(s.intro, { from: format.date(data.from), to: format.date(data.to) })}</p>
      ) : null}
      {data && data.products.length === 0 ? <p className="sf-empty">{s.none}</p> : null}
      {data && data.products.length > 0 ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{s.product}</th>
              <th scope="col">{s.sku}</th>
              <th scope="col">{s.orders}</th>
              <th scope="col">{s.units}</th>
              <th scope="col">{s.first}</th>
              <th scope="col">{s.stock}</th>
            </tr>
          </thead>
          <tbody>
            {data.products.map((product) => (
              <tr key={product.productId}>
                <th scope="row">{product.productName}</th>
                <td>{product.sku}</td>
                <td>{format.number(product.orders)}</td>
                <td>{format.number(product.quantity)}</td>
                <td>{format.date(product.firstOrderDate)}</td>
                <td>{format.number(product.stock)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

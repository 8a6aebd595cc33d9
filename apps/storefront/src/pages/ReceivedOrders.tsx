import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ORDERS_UNAUTHORIZED_REDIRECT_MS,
  receivedOrdersMessages,
  sessionMessages,
} from '@wtkit/domain';
import { Alert, layoutStrings, OrderCard, useStringAreas } from '@wtkit/ui';
import { useEffect } from 'react';
import { queries } from '../apiClient';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';
import { useCurrentUser } from '../useCurrentUser';
import { useTimedRedirect } from '../useTimedRedirect';
import { UpcomingPlanOrders } from './UpcomingPlanOrders';
import './ordersPages.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

/**
 * Received orders: admins only; Mark as Shipped on paid orders, Mark as Delivered on orders not
 * yet delivered.
 */
export default function ReceivedOrders() {
  const s = useStringAreas(STRINGS);
  const { user, token, isLoading } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const orders = useQuery({ ...queries.listOrders(), enabled: isAdmin });
  const ship = useMutation(mutations.markOrderShipped());
  const deliver = useMutation(mutations.markOrderDelivered());
  const redirect = useTimedRedirect();
  const expired =
    isUnauthorized(orders.error) || isUnauthorized(ship.error) || isUnauthorized(deliver.error);
  const failed = ship.error ?? deliver.error;

  useEffect(() => {
    if (expired) redirect('/log', ORDERS_UNAUTHORIZED_REDIRECT_MS);
  }, [expired, redirect]);

  let body: React.ReactNode = null;
  if (expired) {
    body = <Alert tone="danger">{sessionMessages.expiredOrInvalid}</Alert>;
  } else if (token !== null && isLoading) {
    body = null;
  } else if (!isAdmin) {
    body = <Alert tone="danger">{sessionMessages.accessDenied}</Alert>;
  } else if (orders.isError) {
    body = (
      <Alert tone="danger">{errorMessage(orders.error, receivedOrdersMessages.loadFailed)}</Alert>
    );
  } else if (orders.data) {
    const list = orders.data.data;
    body =
      list.length === 0 ? (
        <p className="sf-empty">{receivedOrdersMessages.empty}</p>
      ) : (
        <ul className="sf-orders">
          {list.map((order) => (
            <li key={order._id}>
              <OrderCard
                order={order}
                isShipping={ship.isPending && ship.variables?.orderId === order._id}
                onMarkShipped={(shipment) => ship.mutate({ orderId: order._id, shipment })}
                isMarking={deliver.isPending && deliver.variables === order._id}
                onMarkDelivered={() => deliver.mutate(order._id)}
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="sf-orders-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{s.layout.orders}</h1>
      {failed && !expired ? <Alert tone="danger">{failed.message}</Alert> : null}
      {isAdmin && !expired ? <UpcomingPlanOrders /> : null}
      {body}
    </section>
  );
}

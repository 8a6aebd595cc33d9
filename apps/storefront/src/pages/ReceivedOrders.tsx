import { useMutation, useQuery } from '@tanstack/react-query';
import { receivedOrdersMessages } from '@wtkit/domain';
import { Alert, layoutStrings, OrderCard, useStringAreas } from '@wtkit/ui';
import { AdminPage, useIsAdmin } from '../admin/AdminPage';
import { queries } from '../apiClient';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';
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
  const orders = useQuery({ ...queries.listOrders(), enabled: useIsAdmin() });
  const ship = useMutation(mutations.markOrderShipped());
  const deliver = useMutation(mutations.markOrderDelivered());
  const failed = ship.error ?? deliver.error;

  let list: React.ReactNode = null;
  if (orders.isError) {
    list = (
      <Alert tone="danger">{errorMessage(orders.error, receivedOrdersMessages.loadFailed)}</Alert>
    );
  } else if (orders.data) {
    list =
      orders.data.data.length === 0 ? (
        <p className="sf-empty">{receivedOrdersMessages.empty}</p>
      ) : (
        <ul className="sf-orders">
          {orders.data.data.map((order) => (
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
    <AdminPage titleId="orders-title" title={s.layout.orders} requests={[orders, ship, deliver]}>
      {failed ? <Alert tone="danger">{failed.message}</Alert> : null}
      <UpcomingPlanOrders />
      {list}
    </AdminPage>
  );
}

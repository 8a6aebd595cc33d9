import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutMessages, orderHistoryMessages, sessionMessages } from '@wtkit/domain';
import {
  Alert,
  OrderCard,
  type OrderCardItem,
  ordersStrings,
  Spinner,
  useStringAreas,
} from '@wtkit/ui';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { queries } from '../apiClient';
import { clearPendingOrder, pendingOrderFor } from '../checkout/pendingOrder';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';
import { useToken } from '../session';
import { useSessionEnd } from '../useSessionEnd';
import './ordersPages.css';

/** The catalogue's areas this module reads. */
const STRINGS = { orders: ordersStrings };

/** My Orders: the user's orders; an item opens its product. */
export default function OrderHistory() {
  const s = useStringAreas(STRINGS);
  const token = useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orders = useQuery({ ...queries.listMyOrders(), enabled: Boolean(token) });
  // Shares the header's query: a token the server refused there is cleared at once, so its
  // error (kept after the token goes) is how this page knows to say why it sends you to /log.
  const me = useQuery({ ...queries.getMe(), enabled: Boolean(token) });
  const expired = useSessionEnd([orders, me]);

  // Back from Stripe's card authentication (return_url /orderHistory): place the order this tab
  // was paying for, once.
  const [params, setParams] = useSearchParams();
  const returnedIntent =
    params.get('redirect_status') === 'succeeded' ? params.get('payment_intent') : null;
  const createOrder = useMutation(mutations.createOrder());
  const clearCart = useMutation(mutations.clearCart());
  const [finalizeError, setFinalizeError] = useState<string | null>(null);
  const placing = useRef(false);
  useEffect(() => {
    if (!returnedIntent || !token || placing.current) return;
    placing.current = true;
    const pending = pendingOrderFor(returnedIntent);
    void (async () => {
      if (pending) {
        try {
          await createOrder.mutateAsync(pending.order);
          clearPendingOrder();
          if (!pending.isBuyNow) await clearCart.mutateAsync().catch(() => undefined);
        } catch (cause) {
          setFinalizeError(errorMessage(cause, checkoutMessages.finalizeFailed));
        }
      }
      setParams({}, { replace: true });
    })();
  }, [returnedIntent, token, createOrder, clearCart, setParams]);

  const openProduct = async (item: OrderCardItem) => {
    if (item.product === null) return;
    try {
      const { data: product } = await queryClient.fetchQuery(queries.getProduct(item.product));
      navigate('/product', { state: { product } });
    } catch (cause) {
      // A failed product fetch from order history is only logged: the shopper stays on the list.
      console.error('Could not open the product of an order item', cause);
    }
  };

  let body: React.ReactNode;
  if (expired) {
    body = <Alert tone="danger">{sessionMessages.expiredOrInvalid}</Alert>;
  } else if (token === null) {
    // A 401 clears the token before its query settles: wait for the answer, then decide.
    if (orders.isFetching || me.isFetching) body = <Spinner label={s.orders.loading} />;
    else return <Navigate to="/log" replace />;
  } else if (orders.isPending) {
    body = <Spinner label={s.orders.loading} />;
  } else if (orders.isError) {
    body = (
      <Alert tone="danger">{errorMessage(orders.error, orderHistoryMessages.loadFailed)}</Alert>
    );
  } else if (orders.data.data.length === 0) {
    body = <p className="sf-empty">{orderHistoryMessages.empty}</p>;
  } else {
    body = (
      <ul className="sf-orders" aria-labelledby="order-history-title">
        {orders.data.data.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} onItemPress={(item) => void openProduct(item)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="sf-orders-page" aria-labelledby="order-history-title">
      <h1 id="order-history-title">{s.orders.myOrders}</h1>
      {finalizeError ? <Alert tone="danger">{finalizeError}</Alert> : null}
      {body}
    </section>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { type PlanLink as ApiPlanLink, isApiError } from '@wtkit/api-client';
import { PlanNoticeLanding, type PlanNoticeLinkState } from '@wtkit/ui';
import { useParams } from 'react-router-dom';
import { queries } from '../apiClient';
import { paymentProvider } from '../checkout/paymentProvider';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';
import './accountPages.css';

const order = (link: ApiPlanLink) => ({
  partName: link.partName,
  productName: link.productName,
  quantity: link.quantity,
  amount: link.amount,
  dueDate: link.dueDate,
  nextOrderDate: link.nextOrderDate,
});

/**
 * With Stripe, a payment that needs its cardholder is confirmed with Stripe.js before the shop is
 * told (which then checks it succeeded and places the order). With the test provider the shop's
 * call stands in for the authentication. Stripe's code is loaded only in a build with its key.
 */
async function confirmFirst(link: ApiPlanLink | undefined) {
  if (paymentProvider !== 'stripe' || link?.action !== 'confirm' || !link.clientSecret) return;
  const { confirmSavedCardPayment } = await import('../checkout/confirmSavedCardPayment');
  await confirmSavedCardPayment(link.clientSecret, link.paymentMethodId);
}

/**
 * Where a plan message's link leads, without signing in: what the link does (skip the cycle,
 * cancel the plan, confirm a payment), and a press that does it. Opening it does nothing, as
 * mail scanners open links too.
 */
export default function PlanLink() {
  const { token = '' } = useParams();
  const link = useQuery(queries.describePlanLink(token));
  const { mutationFn: postLink, ...linkMutation } = mutations.usePlanLink();
  const use = useMutation({
    ...linkMutation,
    mutationFn: async (linkToken: string, context) => {
      await confirmFirst(link.data?.data);
      if (!postLink) throw new Error('The plan link mutation has no request.');
      return postLink(linkToken, context);
    },
  });
  const shown = use.data?.data ?? link.data?.data;

  let state: PlanNoticeLinkState = 'loading';
  if (use.isSuccess) state = 'done';
  else if (link.isError) state = isApiError(link.error) ? 'invalid' : 'loading';
  else if (shown) state = shown.state === 'usable' ? 'ready' : shown.state;

  return (
    <div className="sf-account-page sf-plan-link-page">
      <PlanNoticeLanding
        action={shown?.action ?? 'skip'}
        state={state}
        order={shown ? order(shown) : null}
        isWorking={use.isPending}
        error={
          use.isError
            ? // Stripe.js's sentence, or the server's.
              errorMessage(use.error, isApiError(use.error) ? '' : undefined)
            : link.isError && !isApiError(link.error)
              ? errorMessage(link.error)
              : null
        }
        onConfirm={() => use.mutate(token)}
        dashboardHref="/dashboard"
      />
    </div>
  );
}

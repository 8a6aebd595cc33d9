import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@wtkit/api-client';
import { checkoutMessages } from '@wtkit/domain';
import { useState } from 'react';
import { queries } from '../apiClient';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';

type IntentRequest = components['schemas']['CreatePaymentIntentRequest'];
type IntentAnswer = components['schemas']['PaymentIntentResponse'];

/**
 * The checkout's promo code. A code typed is sent with the basket to
 * `create-payment-intent`: the server checks it and answers an intent with the discount, which
 * becomes the checkout's intent (the page then shows and pays the server's figures); a refusal
 * is the field's error and the intent stays as it was. Remove goes back to the intent without a
 * code (the server answers the same open one). `body` is the intent's request without a code.
 */
export function usePromoCode(body: IntentRequest, { onExpired }: { onExpired: () => void }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const check = useMutation(mutations.createPaymentIntent());
  return {
    /** The code in the checkout's intent (as the server stores it), or null. */
    code,
    /** The intent request of the checkout: with the code, when there is one. */
    intentRequest: code === null ? body : { ...body, promoCode: code },
    error,
    isApplying: check.isPending,
    apply: (typed: string) => {
      setError(null);
      check.mutate(
        { ...body, promoCode: typed },
        {
          onSuccess: (answer) => {
            const applied = answer.data.promoCode ?? typed;
            keepIntent(queryClient, { ...body, promoCode: applied }, answer);
            setCode(applied);
          },
          onError: (cause) => {
            if (isUnauthorized(cause)) onExpired();
            setError(errorMessage(cause, checkoutMessages.unexpectedError));
          },
        },
      );
    },
    remove: () => {
      setError(null);
      setCode(null);
    },
  };
}

/** The intent answered for a code is the checkout's intent from now on: not asked for again. */
function keepIntent(queryClient: QueryClient, request: IntentRequest, answer: IntentAnswer) {
  queryClient.setQueryData(queries.createPaymentIntent(request).queryKey, answer);
}

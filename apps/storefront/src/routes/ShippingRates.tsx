import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ORDERS_UNAUTHORIZED_REDIRECT_MS,
  sessionMessages,
  shippingMethodToFormValues,
} from '@wtkit/domain';
import {
  type AdminOutcome,
  Alert,
  ShippingMethodForm,
  ShippingMethodList,
  shippingRatesStrings,
  TaxRateForm,
  TaxRateList,
  useStringAreas,
} from '@wtkit/ui';
import { useEffect, useState } from 'react';
import { queries } from '../apiClient';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';
import { useCurrentUser } from '../useCurrentUser';
import { useTimedRedirect } from '../useTimedRedirect';
import './ShippingRates.css';

/** The catalogue's areas this module reads. */
const STRINGS = { shippingRates: shippingRatesStrings };

/**
 * Shipping and tax (admins only): the shipping methods (a form for a new one or the one being
 * edited, and every method with Edit and Deactivate) and the sales tax table (a form that sets a
 * state's rate, and every rate with Remove). The server checks every rule again; its refusal is
 * shown with the form or the row.
 */
export default function ShippingRates() {
  const s = useStringAreas(STRINGS);
  const t = s.shippingRates;
  const { user, token, isLoading } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const methods = useQuery({ ...queries.listShippingMethods(), enabled: isAdmin });
  const rates = useQuery({ ...queries.listTaxRates(), enabled: isAdmin });
  const create = useMutation(mutations.createShippingMethod());
  const update = useMutation(mutations.updateShippingMethod());
  const deactivate = useMutation(mutations.deactivateShippingMethod());
  const setRate = useMutation(mutations.setTaxRate());
  const removeRate = useMutation(mutations.deleteTaxRate());
  const [editingId, setEditingId] = useState<string | null>(null);
  // A new form after each save: its fields start empty again.
  const [methodFormKey, setMethodFormKey] = useState(0);
  const [rateFormKey, setRateFormKey] = useState(0);
  const [methodSaved, setMethodSaved] = useState<string | null>(null);
  const [rateSaved, setRateSaved] = useState<string | null>(null);
  const [methodOutcome, setMethodOutcome] = useState<AdminOutcome | null>(null);
  const [rateOutcome, setRateOutcome] = useState<AdminOutcome | null>(null);
  const redirect = useTimedRedirect();
  const expired = [methods, rates, create, update, deactivate, setRate, removeRate].some((q) =>
    isUnauthorized(q.error),
  );

  useEffect(() => {
    if (expired) redirect('/log', ORDERS_UNAUTHORIZED_REDIRECT_MS);
  }, [expired, redirect]);

  const editing = methods.data?.data.find((method) => method._id === editingId) ?? null;
  const methodError = editing ? update.error : create.error;
  const act = (
    id: string,
    run: Promise<{ message?: string }>,
    show: (outcome: AdminOutcome | null) => void,
  ) => {
    show(null);
    run.then(
      (answer) => show({ id, tone: 'success', message: answer.message ?? '' }),
      (cause) => show({ id, tone: 'danger', message: errorMessage(cause, '') }),
    );
  };

  let body: React.ReactNode = null;
  if (expired) body = <Alert tone="danger">{sessionMessages.expiredOrInvalid}</Alert>;
  else if (token !== null && isLoading) body = null;
  else if (!isAdmin) body = <Alert tone="danger">{sessionMessages.accessDenied}</Alert>;
  else
    body = (
      <>
        <section className="sf-shipping-rates-part" aria-labelledby="shipping-methods-title">
          <h2 id="shipping-methods-title">{t.methodsHeading}</h2>
          {methodSaved ? <Alert tone="success">{methodSaved}</Alert> : null}
          <ShippingMethodForm
            key={editing ? `edit-${editing._id}` : `new-${methodFormKey}`}
            defaultValues={editing ? shippingMethodToFormValues(editing) : undefined}
            onCancel={editing ? () => setEditingId(null) : undefined}
            isSubmitting={create.isPending || update.isPending}
            error={methodError ? errorMessage(methodError, '') : null}
            onSubmit={(input) => {
              setMethodSaved(null);
              const done = (answer: { message?: string }) => {
                setMethodSaved(answer.message ?? null);
                setEditingId(null);
                setMethodFormKey((key) => key + 1);
              };
              if (editing) update.mutate({ id: editing._id, body: input }, { onSuccess: done });
              else create.mutate(input, { onSuccess: done });
            }}
          />
          <ShippingMethodList
            methods={methods.data?.data}
            error={methods.isError ? errorMessage(methods.error, '') : null}
            busyId={deactivate.isPending ? (deactivate.variables ?? null) : null}
            outcome={methodOutcome}
            onEdit={(id) => {
              create.reset();
              update.reset();
              setEditingId(id);
              document.getElementById('shipping-methods-title')?.scrollIntoView();
            }}
            onDeactivate={(id) => act(id, deactivate.mutateAsync(id), setMethodOutcome)}
          />
        </section>
        <section className="sf-shipping-rates-part" aria-labelledby="tax-rates-title">
          <h2 id="tax-rates-title">{t.taxHeading}</h2>
          {rateSaved ? <Alert tone="success">{rateSaved}</Alert> : null}
          <TaxRateForm
            key={`rate-${rateFormKey}`}
            isSubmitting={setRate.isPending}
            error={setRate.error ? errorMessage(setRate.error, '') : null}
            onSubmit={({ state, ...input }) => {
              setRateSaved(null);
              setRate.mutate(
                { state, body: input },
                {
                  onSuccess: (answer) => {
                    setRateSaved(answer.message ?? null);
                    setRateFormKey((key) => key + 1);
                  },
                },
              );
            }}
          />
          <TaxRateList
            rates={rates.data?.data}
            error={rates.isError ? errorMessage(rates.error, '') : null}
            busyState={removeRate.isPending ? (removeRate.variables ?? null) : null}
            outcome={rateOutcome}
            onRemove={(state) => act(state, removeRate.mutateAsync(state), setRateOutcome)}
          />
        </section>
      </>
    );

  return (
    <section className="sf-shipping-rates-page" aria-labelledby="shipping-rates-title">
      <h1 id="shipping-rates-title">{t.title}</h1>
      {body}
    </section>
  );
}

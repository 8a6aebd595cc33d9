import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ORDERS_UNAUTHORIZED_REDIRECT_MS,
  promoCodeToFormValues,
  sessionMessages,
} from '@wtkit/domain';
import {
  Alert,
  PromoCodeForm,
  PromoCodeList,
  type PromoCodeOutcome,
  promoCodesStrings,
  useStringAreas,
} from '@wtkit/ui';
import { useEffect, useState } from 'react';
import { queries } from '../apiClient';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';
import { useCurrentUser } from '../useCurrentUser';
import { useTimedRedirect } from '../useTimedRedirect';
import './PromoCodes.css';

/** The catalogue's areas this module reads. */
const STRINGS = { promoCodes: promoCodesStrings };

/**
 * Promo codes (admins only): the form for a new code (or the code being edited) and every code,
 * each with Edit, Deactivate and Grant to a customer by e-mail. The server checks every rule
 * again; its refusal is shown with the form or the code.
 */
export default function PromoCodes() {
  const s = useStringAreas(STRINGS);
  const { user, token, isLoading } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const codes = useQuery({ ...queries.listPromoCodes(), enabled: isAdmin });
  const create = useMutation(mutations.createPromoCode());
  const update = useMutation(mutations.updatePromoCode());
  const deactivate = useMutation(mutations.deactivatePromoCode());
  const grant = useMutation(mutations.grantPromoCode());
  const [editingId, setEditingId] = useState<string | null>(null);
  // A new form after each code created: its fields start empty again.
  const [formKey, setFormKey] = useState(0);
  const [saved, setSaved] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PromoCodeOutcome | null>(null);
  const redirect = useTimedRedirect();
  const expired = [codes, create, update, deactivate, grant].some((q) => isUnauthorized(q.error));

  useEffect(() => {
    if (expired) redirect('/log', ORDERS_UNAUTHORIZED_REDIRECT_MS);
  }, [expired, redirect]);

  const editing = codes.data?.data.find((code) => code._id === editingId) ?? null;
  const formError = editing ? update.error : create.error;
  const act = (id: string, run: Promise<{ message?: string }>) => {
    setOutcome(null);
    run.then(
      (answer) => setOutcome({ id, tone: 'success', message: answer.message ?? '' }),
      (cause) => setOutcome({ id, tone: 'danger', message: errorMessage(cause, '') }),
    );
  };

  let body: React.ReactNode = null;
  if (expired) body = <Alert tone="danger">{sessionMessages.expiredOrInvalid}</Alert>;
  else if (token !== null && isLoading) body = null;
  else if (!isAdmin) body = <Alert tone="danger">{sessionMessages.accessDenied}</Alert>;
  else
    body = (
      <>
        {saved ? <Alert tone="success">{saved}</Alert> : null}
        <PromoCodeForm
          key={editing ? `edit-${editing._id}` : `new-${formKey}`}
          defaultValues={editing ? promoCodeToFormValues(editing) : undefined}
          onCancel={editing ? () => setEditingId(null) : undefined}
          isSubmitting={create.isPending || update.isPending}
          error={formError ? errorMessage(formError, '') : null}
          onSubmit={(body) => {
            setSaved(null);
            const done = (answer: { message?: string }) => {
              setSaved(answer.message ?? null);
              setEditingId(null);
              setFormKey((key) => key + 1);
            };
            if (editing) update.mutate({ id: editing._id, body }, { onSuccess: done });
            else create.mutate(body, { onSuccess: done });
          }}
        />
        <section className="sf-promo-codes-list" aria-labelledby="promo-codes-list">
          <h2 id="promo-codes-list">{s.promoCodes.list}</h2>
          <PromoCodeList
            codes={codes.data?.data}
            error={codes.isError ? errorMessage(codes.error, '') : null}
            busyId={
              deactivate.isPending
                ? (deactivate.variables ?? null)
                : grant.isPending
                  ? (grant.variables?.id ?? null)
                  : null
            }
            outcome={outcome}
            onEdit={(id) => {
              create.reset();
              update.reset();
              setEditingId(id);
              document.getElementById('promo-codes-title')?.scrollIntoView();
            }}
            onDeactivate={(id) => act(id, deactivate.mutateAsync(id))}
            onGrant={(id, email) => act(id, grant.mutateAsync({ id, body: { email } }))}
          />
        </section>
      </>
    );

  return (
    <section className="sf-promo-codes-page" aria-labelledby="promo-codes-title">
      <h1 id="promo-codes-title">{s.promoCodes.title}</h1>
      {body}
    </section>
  );
}

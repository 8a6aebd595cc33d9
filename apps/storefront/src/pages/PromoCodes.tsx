import { useMutation } from '@tanstack/react-query';
import { promoCodeToFormValues } from '@wtkit/domain';
import { Alert, PromoCodeForm, PromoCodeList, promoCodesStrings, useStringAreas } from '@wtkit/ui';
import { AdminPage } from '../admin/AdminPage';
import { pendingId, useAdminRecords } from '../admin/useAdminRecords';
import { queries } from '../apiClient';
import { mutations } from '../mutations';

/** The catalogue's areas this module reads. */
const STRINGS = { promoCodes: promoCodesStrings };

/**
 * Promo codes (admins only): the form for a new code (or the code being edited) and every code,
 * each with Edit, Deactivate and Grant to a customer by e-mail. The server checks every rule
 * again; its refusal is shown with the form or the code.
 */
export default function PromoCodes() {
  const s = useStringAreas(STRINGS);
  const codes = useAdminRecords({
    list: queries.listPromoCodes(),
    idOf: (code) => code._id,
    create: mutations.createPromoCode(),
    update: mutations.updatePromoCode(),
    formAnchorId: 'promo-codes-title',
  });
  const deactivate = useMutation(mutations.deactivatePromoCode());
  const grant = useMutation(mutations.grantPromoCode());

  return (
    <AdminPage
      titleId="promo-codes-title"
      title={s.promoCodes.title}
      requests={[...codes.requests, deactivate, grant]}
    >
      {codes.saved ? <Alert tone="success">{codes.saved}</Alert> : null}
      <PromoCodeForm
        key={codes.formKey}
        {...codes.form}
        defaultValues={codes.editing ? promoCodeToFormValues(codes.editing) : undefined}
        onCancel={codes.editing ? codes.cancelEdit : undefined}
      />
      <section className="sf-admin-part" aria-labelledby="promo-codes-list">
        <h2 id="promo-codes-list">{s.promoCodes.list}</h2>
        <PromoCodeList
          codes={codes.items}
          error={codes.error}
          busyId={pendingId(deactivate, (id) => id) ?? pendingId(grant, ({ id }) => id)}
          outcome={codes.outcome}
          onEdit={codes.startEdit}
          onDeactivate={(id) => codes.act(id, deactivate.mutateAsync(id))}
          onGrant={(id, email) => codes.act(id, grant.mutateAsync({ id, body: { email } }))}
        />
      </section>
    </AdminPage>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { type FilterType, type Order, type Product, queryKeys } from '@wtkit/api-client';
import {
  displayTds,
  fiveDigitZip,
  LABELS,
  MESSAGES,
  type PendingInstallationEntry,
  pendingInstallations,
  SEARCH_DEBOUNCE_MS,
  TRACKER_DIALOG_RESET_MS,
  type TrackerDialogOutput,
  toTrackerAdditionalData,
  trackerDialogPrefill,
} from '@wtkit/domain';
import {
  Alert,
  LinkButton,
  PendingInstallation,
  Spinner,
  TrackedFilterCard,
  TrackerSearchResult,
} from '@wtkit/ui';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { queries } from '../apiClient';
import { errorMessage } from '../errors';
import { mutations } from '../mutations';
import { queryClient } from '../queryClient';
import { useToken } from '../session';
import { useDebouncedValue } from '../useDebouncedValue';
import './Dashboard.css';

/** What the Add Product Information dialog saves: a catalogue filter, or an ordered one. */
type DialogTarget =
  | { mode: 'add'; key: string; productId: string; productName: string; filterType: FilterType }
  | {
      mode: 'install';
      key: string;
      orderId: string;
      orderItemId: string;
      productName: string;
      filterType: FilterType;
    };

/**
 * The navigation state the checkout's thank-you dialog sends (001 §2), or the product page's
 * I have this product (000 §1: a customer marks a product they already own).
 */
interface InstallItemState {
  installItem?: { orderId?: unknown; orderItemId?: unknown };
  product?: Partial<Pick<Product, '_id' | 'name' | 'type' | 'filterType'>>;
}

type PendingItem = PendingInstallationEntry<Order>;

/**
 * Add Product Information (its form, fields and zod schema) loads on first open, and is fetched
 * as soon as the pointer or the focus enters the dashboard, before a button opens it.
 */
let trackerDialogModule: Promise<typeof import('@wtkit/ui/TrackerDialog')> | undefined;
const loadTrackerDialog = () => {
  trackerDialogModule ??= import('@wtkit/ui/TrackerDialog');
  return trackerDialogModule;
};
const TrackerDialog = lazy(() =>
  loadTrackerDialog().then((module) => ({ default: module.TrackerDialog })),
);
const prefetchTrackerDialog = () => void loadTrackerDialog();

/**
 * 001 §5: with the estimate, TDS comes from the ZIP lookup (the ppm the shop shows for that
 * ZIP), or null when the lookup fails.
 */
async function estimatedTdsFor(zip: string): Promise<number | null> {
  const zip5 = fiveDigitZip(zip);
  if (!zip5) return null;
  try {
    const answer = await queryClient.fetchQuery({ ...queries.getTdsByZip(zip5), retry: false });
    return displayTds(answer.data.tdsValue, zip5);
  } catch (error) {
    console.error('TDS lookup failed', error);
    return null;
  }
}

/** The dashboard (001 §2): sign in first. */
export default function Dashboard() {
  const token = useToken();
  return (
    <section
      className="sf-dashboard"
      aria-labelledby="dashboard-title"
      onPointerOver={token ? prefetchTrackerDialog : undefined}
      onFocus={token ? prefetchTrackerDialog : undefined}
    >
      <h1 id="dashboard-title">{LABELS.layout.dashboard}</h1>
      {token === undefined ? (
        <Spinner label={LABELS.dashboard.loading} />
      ) : token ? (
        <Tracker />
      ) : (
        // The message and a way to act on it, as the other account pages have (SignInNotice).
        <>
          <Alert tone="info">{MESSAGES.dashboard.loginRequired}</Alert>
          <LinkButton href="/log" className="sf-dashboard-sign-in">
            {LABELS.layout.signIn}
          </LinkButton>
        </>
      )}
    </section>
  );
}

function Tracker() {
  const location = useLocation();
  const navigate = useNavigate();
  // The route's loader asked already (router.tsx): an answer that failed before the page
  // mounted is shown, not asked again (a 4xx will not get better).
  const me = useQuery({ ...queries.getMe(), retryOnMount: false });
  const tracker = useQuery({ ...queries.getTracker(), retryOnMount: false });
  const orders = useQuery({ ...queries.listMyOrders(), retryOnMount: false });
  const install = useMutation(mutations.installOrderItem());
  const add = useMutation(mutations.addTrackedProduct());
  const reset = useMutation(mutations.resetTrackedPart());
  const remove = useMutation(mutations.deleteTrackedProduct());

  const [actionError, setActionError] = useState<string | null>(null);
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const trackedHeading = useRef<HTMLHeadingElement>(null);

  /**
   * The control that had focus can disappear with a change (Install & Track once installed,
   * Delete with its card): keyboard users then continue from My Tracked Filters.
   */
  const focusTrackedIfLost = useCallback(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) {
      trackedHeading.current?.focus();
    }
  }, []);

  // A failed pre-fill is only logged (001 §8).
  useEffect(() => {
    if (me.error) console.error('Could not pre-fill the tracker dialog (account)', me.error);
  }, [me.error]);
  useEffect(() => {
    if (tracker.error) console.error('Could not load the tracker', tracker.error);
  }, [tracker.error]);

  const houseData = tracker.data?.data.houseData;
  const user = me.data?.data;
  const initialValues = useMemo(() => trackerDialogPrefill(houseData, user), [houseData, user]);
  const prefillSettled = !tracker.isPending && !me.isPending;

  const pending = useMemo(() => pendingInstallations(orders.data?.data ?? []), [orders.data]);

  // 001 §4: the dialog's product is cleared 300 ms after it closes.
  useEffect(() => {
    if (isDialogOpen || target === null) return;
    const timer = setTimeout(() => {
      setTarget(null);
      focusTrackedIfLost();
    }, TRACKER_DIALOG_RESET_MS);
    return () => clearTimeout(timer);
  }, [isDialogOpen, target, focusTrackedIfLost]);

  const openDialog = (next: DialogTarget) => {
    setSaveError(null);
    // Reopened for the same product before it was cleared: the dialog keeps what was typed.
    setTarget((current) => (current?.key === next.key ? current : next));
    setDialogOpen(true);
  };
  const openInstall = ({ order, item }: PendingItem) =>
    openDialog({
      mode: 'install',
      key: `install:${order._id}:${item._id}`,
      orderId: order._id,
      orderItemId: item._id,
      productName: item.name,
      filterType: item.filterType ?? 'none',
    });

  // Arriving from the checkout's thank-you dialog: open the install dialog for that item.
  const requested = (location.state as InstallItemState | null)?.installItem;
  useEffect(() => {
    if (!requested || !orders.isSuccess) return;
    const found = pending.find(
      ({ order, item }) => order._id === requested.orderId && item._id === requested.orderItemId,
    );
    // Wait for a fresh list: the order may be newer than the cached one.
    if (!found && orders.isFetching) return;
    if (found) openInstall(found);
    // Consumed: a reload or Back does not open it again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  });

  // Arriving from a product page's I have this product: a filter system opens the dialog to
  // start tracking it, as Add to Tracker does; other products have nothing to track.
  const owned = (location.state as InstallItemState | null)?.product;
  useEffect(() => {
    if (!owned) return;
    if (owned.type === 'filter' && owned._id && owned.name) {
      openDialog({
        mode: 'add',
        key: `add:${owned._id}`,
        productId: owned._id,
        productName: owned.name,
        filterType: owned.filterType ?? 'none',
      });
    }
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  });

  /** After a change, the page shows the server's tracker and orders. */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tracker }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
    ]);

  const save = async (values: TrackerDialogOutput) => {
    if (!target) return;
    setSaveError(null);
    setSaving(true);
    try {
      const estimatedTds = values.useEstimate ? await estimatedTdsFor(values.zipCode) : null;
      const additionalData = toTrackerAdditionalData(values, { estimatedTds });
      if (target.mode === 'install') {
        await install.mutateAsync({
          orderId: target.orderId,
          orderItemId: target.orderItemId,
          body: { customFilterName: values.customName, additionalData },
        });
      } else {
        await add.mutateAsync({
          productId: target.productId,
          customName: values.customName,
          additionalData,
        });
      }
      await refresh();
      setDialogOpen(false);
    } catch (error) {
      setSaveError(MESSAGES.dashboard.saveError(errorMessage(error)));
    } finally {
      setSaving(false);
    }
  };

  const loadError = tracker.error ?? orders.error;
  const trackedProducts = tracker.data?.data.trackedProducts ?? [];

  return (
    <>
      {loadError ? (
        <Alert tone="danger">{MESSAGES.dashboard.loadError(errorMessage(loadError))}</Alert>
      ) : null}
      {actionError ? <Alert tone="danger">{actionError}</Alert> : null}

      <FilterSearch
        onAdd={(product) =>
          openDialog({
            mode: 'add',
            key: `add:${product._id}`,
            productId: product._id,
            productName: product.name,
            filterType: product.filterType,
          })
        }
      />

      {pending.length > 0 ? (
        <section className="sf-dashboard-section" aria-labelledby="pending-title">
          <h2 id="pending-title">{LABELS.dashboard.pendingInstallations}</h2>
          <ul className="sf-dashboard-list">
            {pending.map((entry) => (
              <li key={entry.item._id}>
                <PendingInstallation
                  item={entry.item}
                  orderedAt={entry.order.createdAt}
                  onInstall={() => openInstall(entry)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="sf-dashboard-section" aria-labelledby="tracked-title">
        <h2 id="tracked-title" ref={trackedHeading} tabIndex={-1}>
          {LABELS.dashboard.myTrackedFilters}
        </h2>
        {tracker.isPending ? (
          <Spinner label={LABELS.dashboard.loading} />
        ) : tracker.isError ? null : trackedProducts.length === 0 ? (
          <p className="sf-empty">{MESSAGES.dashboard.noTrackedFilters}</p>
        ) : (
          <ul className="sf-dashboard-tracked">
            {trackedProducts.map((tracked) => (
              <li key={tracked._id}>
                <TrackedFilterCard
                  tracked={tracked}
                  resettingPartId={
                    reset.isPending && reset.variables?.id === tracked._id
                      ? reset.variables.partId
                      : null
                  }
                  isDeleting={remove.isPending && remove.variables === tracked._id}
                  onResetPart={(partId) => {
                    setActionError(null);
                    reset.mutate(
                      { id: tracked._id, partId },
                      {
                        onSuccess: () => refresh(),
                        onError: (error) =>
                          setActionError(MESSAGES.dashboard.resetError(errorMessage(error))),
                      },
                    );
                  }}
                  onDelete={() => {
                    setActionError(null);
                    remove.mutate(tracked._id, {
                      onSuccess: () => refresh().then(focusTrackedIfLost),
                      onError: (error) =>
                        setActionError(MESSAGES.dashboard.deleteError(errorMessage(error))),
                    });
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {target && prefillSettled ? (
        <Suspense fallback={null}>
          <TrackerDialog
            key={target.key}
            isOpen={isDialogOpen}
            onOpenChange={setDialogOpen}
            filterType={target.filterType}
            productName={target.productName}
            initialValues={initialValues}
            onSave={save}
            isSaving={isSaving}
            error={saveError}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** 'Find and Add a Filter' (001 §2, §5): debounced 500 ms, skipped when blank. */
function FilterSearch({ onAdd }: { onAdd: (product: Product) => void }) {
  const headingId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const search = useQuery({
    ...queries.listProducts({ q, type: 'filter' }),
    enabled: q !== '',
    retry: false,
  });
  const logged = useRef<unknown>(null);
  useEffect(() => {
    // A failed search is logged and leaves empty results (001 §8).
    if (search.error && logged.current !== search.error) {
      logged.current = search.error;
      console.error('Filter search failed', search.error);
    }
  }, [search.error]);
  const results = q !== '' && search.isSuccess ? search.data.data : [];

  return (
    <section className="sf-dashboard-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{LABELS.dashboard.findAndAdd}</h2>
      <SearchField
        className="sf-dashboard-search"
        value={text}
        onChange={setText}
        aria-labelledby={headingId}
      >
        <Input className="sf-dashboard-search-input" />
      </SearchField>
      <div aria-live="polite">
        {q !== '' && search.isSuccess && results.length === 0 ? (
          <p className="sf-empty">{MESSAGES.products.noProductsFound}</p>
        ) : null}
      </div>
      {results.length > 0 ? (
        <ul className="sf-dashboard-list" aria-labelledby={headingId}>
          {results.map((product) => (
            <li key={product._id}>
              <TrackerSearchResult product={product} onAdd={() => onAdd(product)} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { FormMessages } from '../internal/FormMessages.js';
import { Spinner } from '../Spinner/Spinner.js';
import '../foundation.css';
import './RecordList.css';

/** How an action on one record ended (a method's id, a state's code): shown with that record. */
export interface AdminOutcome {
  id: string;
  tone: 'success' | 'danger';
  message: string;
}

/** What one record shows, in this order. */
export interface RecordListEntry {
  /** Matched against the outcome's id. */
  id: string;
  /** Where the record stands (`data-state` of its item, for a list's own styles and tests). */
  state?: string;
  title: ReactNode;
  /** Beside the title (its state). */
  badge?: ReactNode;
  /** A figure in bold (a price, a rate). */
  figure?: ReactNode;
  /** A sentence in medium weight (what a code takes off). */
  summary?: ReactNode;
  /** Short muted lines (rules, conditions); none shows no list. */
  details?: readonly string[];
  /** The record's buttons. */
  actions?: ReactNode;
  /** Below the actions (a form of the record's own). */
  after?: ReactNode;
}

export interface RecordListProps<Item> {
  /** Every item; undefined while they load. */
  items: readonly Item[] | undefined;
  /** Why they could not be loaded. */
  error?: string | null;
  /** The list's accessible name. */
  label: string;
  /** The spinner's label while the items load. */
  loadingLabel: string;
  /** Said when there are none. */
  emptyText: string;
  /** What an item shows. */
  entry: (item: Item) => RecordListEntry;
  /** The last action's outcome, shown with the record it names. */
  outcome?: AdminOutcome | null;
  /** Cards in a grid, each titled by a heading (the default), or rows of a table-like list. */
  look?: 'cards' | 'rows';
  /** The cards' title element: a heading, or a paragraph where the page wants no heading a card. */
  titleAs?: 'h3' | 'p';
  className?: string;
}

/**
 * A list of records (shipping methods, tax rates, promo codes, coupons) in one of two looks: while
 * it loads a spinner, on failure the reason, when empty a sentence, else each record with its
 * title, figures, detail lines, actions and the outcome of the last action on it.
 */
export function RecordList<Item>({
  items,
  error,
  label,
  loadingLabel,
  emptyText,
  entry,
  outcome = null,
  look = 'cards',
  titleAs: Title = 'h3',
  className,
}: RecordListProps<Item>) {
  if (error)
    return (
      <Alert tone="danger" className={className}>
        <DomainMessage text={error} />
      </Alert>
    );
  if (items === undefined) return <Spinner label={loadingLabel} />;
  if (items.length === 0) return <p className={cx('wt-base', className)}>{emptyText}</p>;
  return (
    <ul className={cx('wt-base wt-RecordList', className)} data-look={look} aria-label={label}>
      {items.map((item) => {
        const record = entry(item);
        const said =
          outcome?.id === record.id ? (
            <FormMessages
              error={outcome.tone === 'danger' ? outcome.message : null}
              success={outcome.tone === 'success' ? outcome.message : null}
            />
          ) : null;
        const actions = record.actions ? (
          <div className="wt-RecordList-actions">{record.actions}</div>
        ) : null;
        if (look === 'rows')
          return (
            <li key={record.id} className="wt-RecordList-record" data-state={record.state}>
              <span className="wt-RecordList-title">{record.title}</span>
              {record.figure ? <span className="wt-RecordList-figure">{record.figure}</span> : null}
              {record.details?.map((text) => (
                <span key={text} className="wt-RecordList-detail">
                  {text}
                </span>
              ))}
              {actions}
              {said ? <div className="wt-RecordList-outcome">{said}</div> : null}
            </li>
          );
        return (
          <li key={record.id} className="wt-panel wt-RecordList-record" data-state={record.state}>
            <Title className="wt-RecordList-head">
              <span className="wt-RecordList-title">{record.title}</span>
              {record.badge}
            </Title>
            {record.figure ? <p className="wt-RecordList-figure">{record.figure}</p> : null}
            {record.summary ? <p className="wt-RecordList-summary">{record.summary}</p> : null}
            {record.details?.length ? (
              <ul className="wt-RecordList-details">
                {record.details.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null}
            {said}
            {actions}
            {record.after}
          </li>
        );
      })}
    </ul>
  );
}

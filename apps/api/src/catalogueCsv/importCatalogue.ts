import { type ProductPayload, productInputSchema } from '@wtkit/domain';
import { asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { productParts, products } from '../db/schema.js';
import { conflict, type FieldError, unprocessable } from '../errors.js';
import { PART_LISTED_TWICE, PART_MUST_EXIST, replaceParts } from '../products/index.js';
import { changedRows, rowColumns } from './changedRows.js';
import { CsvSyntaxError, csvRecords } from './csvRecords.js';
import {
  PRODUCT_COLUMNS,
  type ProductColumn,
  REQUIRED_COLUMNS,
  recordInput,
} from './productColumns.js';

/** Rows written per statement. */
export const IMPORT_BATCH_SIZE = 500;
/** Problems listed in a refusal; the message counts all of them. */
export const MAX_LISTED_PROBLEMS = 100;

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportProgress {
  /** Data rows read so far. */
  rows: number;
}

/** A file that does not fit the catalogue: nothing of it was written. */
export const refusal = (problems: FieldError[], total: number) =>
  unprocessable(
    total === 1
      ? `The file has a problem (line ${problems[0]?.line}: ${problems[0]?.path} ${problems[0]?.message}); nothing was imported.`
      : `The file has ${total} problems${total > problems.length ? `, the first ${problems.length} listed` : ''}; nothing was imported.`,
    problems,
  );

const PART_TYPE_IN_USE =
  'This part is listed by filters; remove it from them before changing its type.';

/** The columns of the header row, or the problems with it. */
function readHeader(cells: readonly string[]): ProductColumn[] | FieldError[] {
  const problems: FieldError[] = [];
  const known = new Set<string>(PRODUCT_COLUMNS);
  const seen = new Set<string>();
  cells.forEach((cell, i) => {
    const name = i === 0 ? cell.replace(/^\uFEFF/, '') : cell;
    if (!known.has(name))
      problems.push({
        line: 1,
        path: name || `column ${i + 1}`,
        message: `is not a product field (the columns are ${PRODUCT_COLUMNS.join(', ')}).`,
      });
    else if (seen.has(name)) problems.push({ line: 1, path: name, message: 'is named twice.' });
    seen.add(name);
  });
  for (const column of REQUIRED_COLUMNS)
    if (!seen.has(column))
      problems.push({ line: 1, path: column, message: 'is a required column.' });
  return problems.length ? problems : (cells as ProductColumn[]);
}

const rowColumnNames = Object.values(rowColumns).map((column) => sql.identifier(column.name));
/** A row replaces a product only when it changes one of its columns. */
const differs = sql.join(
  rowColumnNames.map((name) => sql`${products}.${name} is distinct from excluded.${name}`),
  sql` or `,
);
const fromFile = Object.fromEntries(
  Object.entries(rowColumns).map(([key, column]) => [
    key,
    sql`excluded.${sql.identifier(column.name)}`,
  ]),
) as Record<keyof typeof rowColumns, SQL>;

/**
 * Adds or replaces a batch of products by SKU: the SKUs of those written, and whether each was
 * new. Rows equal to their stored products are not sent (`changedRows`); a batch of none writes
 * nothing.
 */
async function upsertBatch(tx: Executor, batch: ProductPayload[]) {
  const { rows, payloads } = await changedRows(tx, batch);
  if (rows.length === 0) return [];
  const written = await tx
    .insert(products)
    .values(rows)
    .onConflictDoUpdate({
      target: products.sku,
      set: { ...fromFile, updatedAt: sql`now()` },
      setWhere: differs,
    })
    .returning({ sku: products.sku, created: sql<boolean>`xmax = 0` });
  // Products the file no longer makes filters lose their parts, as the form's rules require.
  // Only a replaced product can have been a filter: a new one has no parts, and one left
  // unchanged was of its type already.
  const replaced = new Set(written.flatMap((row) => (row.created ? [] : [row.sku])));
  const others = payloads
    .filter((p) => p.type !== 'filter' && replaced.has(p.sku))
    .map((p) => p.sku);
  if (others.length)
    await tx
      .delete(productParts)
      .where(
        inArray(
          productParts.filterId,
          tx.select({ id: products.id }).from(products).where(inArray(products.sku, others)),
        ),
      );
  return written;
}

interface PendingParts {
  sku: string;
  line: number;
  parts: string[];
}

/** Sets each filter's parts from their SKUs: the problems, and the SKUs of filters whose parts changed. */
async function linkParts(tx: Executor, pending: PendingParts[]) {
  const problems: FieldError[] = [];
  const changed: string[] = [];
  for (let start = 0; start < pending.length; start += IMPORT_BATCH_SIZE) {
    const batch = pending.slice(start, start + IMPORT_BATCH_SIZE);
    const skus = [...new Set(batch.flatMap((f) => [f.sku, ...f.parts]))];
    const found = await tx
      .select({ id: products.id, sku: products.sku, type: products.type })
      .from(products)
      .where(inArray(products.sku, skus));
    const bySku = new Map(found.map((row) => [row.sku, row]));
    const filterIds = batch.flatMap((f) => bySku.get(f.sku)?.id ?? []);
    const current = await tx
      .select({ filterId: productParts.filterId, partId: productParts.partId })
      .from(productParts)
      .where(inArray(productParts.filterId, filterIds))
      .orderBy(asc(productParts.filterId), asc(productParts.position));
    const currentParts = new Map<string, string[]>();
    for (const row of current)
      currentParts.set(row.filterId, [...(currentParts.get(row.filterId) ?? []), row.partId]);
    for (const filter of batch) {
      const id = bySku.get(filter.sku)?.id;
      if (!id) continue;
      if (new Set(filter.parts).size !== filter.parts.length) {
        problems.push({ line: filter.line, path: 'parts', message: PART_LISTED_TWICE });
        continue;
      }
      const missing = filter.parts.filter(
        (sku) => sku === filter.sku || bySku.get(sku)?.type !== 'part',
      );
      for (const sku of missing)
        problems.push({ line: filter.line, path: 'parts', message: `${sku}: ${PART_MUST_EXIST}` });
      if (missing.length) continue;
      const partIds = filter.parts.map((sku) => bySku.get(sku)?.id ?? '');
      if ((currentParts.get(id) ?? []).join() === partIds.join()) continue;
      await replaceParts(tx, id, partIds);
      changed.push(filter.sku);
    }
  }
  for (let start = 0; start < changed.length; start += IMPORT_BATCH_SIZE)
    await tx
      .update(products)
      .set({ updatedAt: sql`now()` })
      .where(inArray(products.sku, changed.slice(start, start + IMPORT_BATCH_SIZE)));
  return { problems, changed };
}

/** SKUs of products that filters list as parts but that are no longer of type part. */
async function partsThatChangedType(tx: Executor) {
  const rows = await tx
    .select({ sku: products.sku })
    .from(productParts)
    .innerJoin(products, eq(products.id, productParts.partId))
    .where(ne(products.type, 'part'))
    .groupBy(products.sku)
    .limit(MAX_LISTED_PROBLEMS);
  return rows.map((row) => row.sku);
}

/**
 * Reads a catalogue CSV as it arrives and adds or replaces its products by SKU, in batches inside
 * one transaction. Every row is checked with the rules of `POST /products`; a file with any
 * problem writes nothing and is refused (422) with the problems by line, field and message.
 *
 * Memory holds one batch, plus each SKU's line (for duplicates and the problems found at the end)
 * and the filters' part lists, which can only be linked once every row is written.
 */
export async function importCatalogue(
  db: Db,
  chunks: AsyncIterable<Uint8Array>,
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportCounts> {
  let runs = 0;
  const counts = await db.transaction(async (tx) => {
    // The file was read by the first run: a run again (after a deadlock) would find it empty.
    runs += 1;
    if (runs > 1)
      throw conflict(
        'The database interrupted the import; nothing was imported. Send the file again.',
      );
    const problems: FieldError[] = [];
    let total = 0;
    const problem = (found: FieldError) => {
      total += 1;
      if (problems.length < MAX_LISTED_PROBLEMS) problems.push(found);
    };
    const lines = new Map<string, number>();
    /** SKUs the rows added or changed. */
    const written = new Set<string>();
    const pendingParts: PendingParts[] = [];
    const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 };
    let columns: ProductColumn[] | undefined;
    let batch: ProductPayload[] = [];
    let rows = 0;

    const flush = async () => {
      if (batch.length === 0) return;
      const rowsWritten = await upsertBatch(tx, batch);
      for (const row of rowsWritten) {
        written.add(row.sku);
        if (row.created) counts.created += 1;
        else counts.updated += 1;
      }
      counts.unchanged += batch.length - rowsWritten.length;
      batch = [];
    };

    try {
      for await (const record of csvRecords(chunks)) {
        if (!columns) {
          const header = readHeader(record.fields);
          if (header.length && typeof header[0] === 'object') {
            for (const found of header as FieldError[]) problem(found);
            throw refusal(problems, total);
          }
          columns = header as ProductColumn[];
          continue;
        }
        rows += 1;
        if (rows % IMPORT_BATCH_SIZE === 0) onProgress?.({ rows });
        if (record.fields.length !== columns.length) {
          problem({
            line: record.line,
            path: 'row',
            message: `has ${record.fields.length} fields where the header names ${columns.length}.`,
          });
          continue;
        }
        const parsed = productInputSchema.safeParse(recordInput(columns, record.fields));
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            problem({
              line: record.line,
              path: issue.path.map(String).join('.') || 'row',
              message: issue.message,
            });
          continue;
        }
        const payload = parsed.data;
        const earlier = lines.get(payload.sku);
        if (earlier !== undefined) {
          problem({
            line: record.line,
            path: 'sku',
            message: `The SKU ${payload.sku} is also on line ${earlier}.`,
          });
          continue;
        }
        lines.set(payload.sku, record.line);
        if (payload.type === 'filter')
          pendingParts.push({ sku: payload.sku, line: record.line, parts: payload.parts });
        // Once a problem is found nothing will be kept: the rest is only read for its problems.
        if (total > 0) continue;
        batch.push(payload);
        if (batch.length >= IMPORT_BATCH_SIZE) await flush();
      }
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      problem({ line: error.line, path: 'file', message: error.message });
      throw refusal(problems, total);
    }
    if (!columns) {
      problem({ line: 1, path: 'file', message: 'The file is empty: it needs a header row.' });
      throw refusal(problems, total);
    }
    if (total > 0) throw refusal(problems, total);
    await flush();
    onProgress?.({ rows });

    const linked = await linkParts(tx, pendingParts);
    for (const found of linked.problems) problem(found);
    const changedType = await partsThatChangedType(tx);
    for (const sku of changedType)
      problem({ line: lines.get(sku) ?? 1, path: 'type', message: PART_TYPE_IN_USE });
    if (total > 0) {
      problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      throw refusal(problems, total);
    }
    // A filter whose only change is its parts was counted unchanged.
    const partsOnly = linked.changed.filter((sku) => !written.has(sku)).length;
    counts.updated += partsOnly;
    counts.unchanged -= partsOnly;
    return counts;
  });
  // A listing's total past the exact count is the planner's estimate, made from the table's
  // statistics: bring them up to the file at once rather than at the next automatic analyze
  // (which the embedded database never runs).
  if (counts.created + counts.updated > 0) await db.execute(sql`analyze products`);
  return counts;
}

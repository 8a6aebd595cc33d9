/** A malformed CSV file: where, and what is wrong. */
export class CsvSyntaxError extends Error {
  override readonly name = 'CsvSyntaxError';
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CsvRecord {
  /** The line of the file the record starts on (from 1). */
  line: number;
  fields: string[];
}

/**
 * Reads RFC 4180 CSV as its bytes arrive, one record at a time: fields separated by commas,
 * records by CRLF or LF, a field in double quotes may hold commas, line breaks and doubled quotes.
 * The bytes must be UTF-8 (a byte-order mark is dropped). Blank lines are skipped. Only the
 * record being read is held in memory.
 */
export async function* csvRecords(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let fields: string[] = [];
  let field = '';
  /** Inside a quoted field; `afterQuote`: a quote closed it (or starts a doubled one). */
  let quoted = false;
  let afterQuote = false;
  /** The field began with a quote, so only a separator may follow its closing one. */
  let wasQuoted = false;
  let pendingCr = false;
  /** Whether the record's first field was quoted (`""` alone is an empty field, not a blank line). */
  let wasQuotedRecord = false;
  let line = 1;
  let recordLine = 1;

  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = (): CsvRecord | undefined => {
    endField();
    const record = { line: recordLine, fields };
    fields = [];
    const blank = record.fields.length === 1 && record.fields[0] === '' && !wasQuotedRecord;
    wasQuotedRecord = false;
    return blank ? undefined : record;
  };
  const decode = (bytes: Uint8Array, stream: boolean) => {
    try {
      return decoder.decode(bytes, { stream });
    } catch {
      throw new CsvSyntaxError(line, 'The file is not UTF-8 text.');
    }
  };

  function* take(text: string): Generator<CsvRecord> {
    for (let i = 0; i < text.length; i += 1) {
      const char = text[i] as string;
      if (pendingCr) {
        pendingCr = false;
        if (char === '\n') continue;
      }
      if (quoted) {
        if (afterQuote) {
          afterQuote = false;
          if (char === '"') {
            field += '"';
            continue;
          }
          quoted = false;
          // Falls through: the quote closed the field; this character follows it.
        } else {
          if (char === '"') afterQuote = true;
          else {
            field += char;
            if (char === '\n') line += 1;
            else if (char === '\r' && text[i + 1] !== '\n') line += 1;
          }
          continue;
        }
      }
      if (char === ',') endField();
      else if (char === '\n' || char === '\r') {
        const record = endRecord();
        if (record) yield record;
        line += 1;
        recordLine = line;
        if (char === '\r') pendingCr = true;
      } else if (wasQuoted)
        throw new CsvSyntaxError(
          line,
          `Column ${fields.length + 1}: only a comma or a line break may follow a closing quote.`,
        );
      else if (char === '"') {
        if (field !== '')
          throw new CsvSyntaxError(
            line,
            `Column ${fields.length + 1}: a quote inside an unquoted field (enclose the field in quotes and double the quote).`,
          );
        quoted = true;
        wasQuoted = true;
        if (fields.length === 0) wasQuotedRecord = true;
      } else field += char;
    }
  }

  for await (const chunk of chunks) yield* take(decode(chunk, true));
  yield* take(decode(new Uint8Array(), false));
  if (quoted && !afterQuote)
    throw new CsvSyntaxError(
      recordLine,
      'A quoted field is not closed before the end of the file.',
    );
  quoted = false;
  afterQuote = false;
  if (fields.length > 0 || field !== '' || wasQuotedRecord) {
    const record = endRecord();
    if (record) yield record;
  }
}

// CSV downloads read in keyset batches and streamed, so a big export never sits in memory whole. The
// first batch is read before the response starts: a query that fails on the caller's input still
// answers with an error status, never a 200 whose file breaks off after its header.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

export type CsvDownload<Row> = {
  columns: string[];
  /** The rows after `after` (null: from the start), at most `limit`, in download order. */
  batchAfter: (after: Row | null, limit: number) => Promise<Row[]>;
  /** Numbers are cells of their own kind: a negative one is not escaped as a formula. */
  record: (row: Row) => (string | number)[];
  /** How number cells are written (default: JavaScript's own text of the number). */
  formatNumber?: (value: number) => string;
  /** A spreadsheet-sized cap: larger exports narrow their filters first. */
  maxRows: number;
  batchSize: number;
  /** A later batch failing can only cut the file short: it is logged. */
  onError: (error: Error) => void;
};

export async function csvDownload<Row>(download: CsvDownload<Row>): Promise<Readable> {
  const { batchAfter, record, maxRows, batchSize } = download;
  let limit = Math.min(batchSize, maxRows);
  const first = await batchAfter(null, limit);

  async function* records() {
    let batch = first;
    let sent = 0;
    for (;;) {
      for (const row of batch) yield record(row);
      sent += batch.length;
      const last = batch[batch.length - 1];
      if (batch.length < limit || !last || sent >= maxRows) return;
      limit = Math.min(batchSize, maxRows - sent);
      batch = await batchAfter(last, limit);
    }
  }

  // escape_formulas: a cell starting with = + - @ must not run as a spreadsheet formula.
  const csv = stringify({
    header: true,
    columns: download.columns,
    escape_formulas: true,
    ...(download.formatNumber ? { cast: { number: download.formatNumber } } : {}),
  });
  pipeline(Readable.from(records()), csv, (error) => {
    if (error) download.onError(error);
  });
  return csv;
}

import { describe, expect, it } from 'vitest';
import {
  exclusionRecords,
  exclusionRowOutcome,
  exclusionValueOf,
  importPercentage,
  isCsvFileName,
  isHeaderRow,
  SUPPRESSION_MESSAGES as S,
  sanitizeUploadFileName,
  suppressionMessage,
} from './suppression.ts';

describe('only .csv files are uploaded (part 2 §5 "Exclusion upload")', () => {
  it.each<[string, boolean]>([
    ['list.csv', true],
    ['LIST.CSV', true],
    [' my list.csv ', true],
    ['list.csv.txt', false],
    ['list.xlsx', false],
    ['list.txt', false],
    ['csv', false],
    ['', false],
  ])('%j → %s', (name, accepted) => {
    expect(isCsvFileName(name)).toBe(accepted);
  });
});

describe('file names are sanitised: spaces to underscores, other characters removed, lower-cased (part 2 §5)', () => {
  it.each<[string, string]>([
    ['My List.csv', 'my_list.csv'],
    ['Clients (March) 2026.CSV', 'clients_march_2026.csv'],
    ['a  b.csv', 'a__b.csv'],
    ['dash-and_under.score.csv', 'dash-and_under.score.csv'],
    ['ünïcødé liste.csv', 'ncd_liste.csv'],
    ['../../etc/passwd.csv', '....etcpasswd.csv'],
    ['e-mails@acme!#$%.csv', 'e-mailsacme.csv'],
  ])('%j → %j', (name, sanitised) => {
    expect(sanitizeUploadFileName(name)).toBe(sanitised);
  });
});

describe('a record is one MD5-hashed or plain e-mail address (part 2 §5)', () => {
  it.each<[string, ReturnType<typeof exclusionValueOf>]>([
    ['jane@example.com', { kind: 'email', value: 'jane@example.com' }],
    ['  Jane.Doe@Example.COM ', { kind: 'email', value: 'jane.doe@example.com' }],
    ['0CC175B9C0F1B6A831C399E269772661', { kind: 'md5', value: '0cc175b9c0f1b6a831c399e269772661' }],
    ['0cc175b9c0f1b6a831c399e26977266', null],
    ['0cc175b9c0f1b6a831c399e2697726612', null],
    ['zcc175b9c0f1b6a831c399e269772661', null],
    ['jane@', null],
    ['jane example.com', null],
    ['', null],
  ])('%j → %j', (raw, value) => {
    expect(exclusionValueOf(raw)).toEqual(value);
  });

  it.each<[string, string[], ReturnType<typeof exclusionRowOutcome>]>([
    ['one e-mail', ['a@b.co'], { value: { kind: 'email', value: 'a@b.co' } }],
    ['one value and empty cells', ['', 'a@b.co', ' '], { value: { kind: 'email', value: 'a@b.co' } }],
    ['two values', ['a@b.co', 'Jane'], { bad: { line: 7, reason: S.oneValuePerRow } }],
    ['a name', ['Jane'], { bad: { line: 7, reason: S.notEmailOrMd5 } }],
  ])('a row with %s', (_case, cells, outcome) => {
    expect(exclusionRowOutcome({ line: 7, cells })).toEqual(outcome);
  });
});

describe('a header row is allowed and blank rows are skipped (part 2 §5)', () => {
  it.each<[string[], boolean]>([
    [['email'], true],
    [['Email Address'], true],
    [['md5'], true],
    [['email', 'name'], true],
    [['a@b.co'], false],
    [['0cc175b9c0f1b6a831c399e269772661'], false],
    [['bob@'], false],
    [['42'], false],
    [[''], false],
  ])('%j is a header: %s', (cells, header) => {
    expect(isHeaderRow(cells)).toBe(header);
  });

  it('the records of a file with a header and blank lines', () => {
    const rows = [
      { line: 1, cells: ['email'] },
      { line: 2, cells: ['a@b.co'] },
      { line: 3, cells: [''] },
      { line: 4, cells: ['Jane'] },
    ];
    expect(exclusionRecords(rows)).toEqual([rows[1], rows[3]]);
    // Without a header, the first row is a record like the others.
    expect(exclusionRecords(rows.slice(1))).toEqual([rows[1], rows[3]]);
  });
});

describe('import progress (part 2 §3 "Exclusion upload job progress")', () => {
  it.each<[number, number, number]>([
    [0, 0, 0],
    [0, 10, 0],
    [1, 3, 33],
    [249, 250, 99],
    [250, 250, 100],
  ])('%i of %i rows → %i%%', (processed, total, percentage) => {
    expect(importPercentage(processed, total)).toBe(percentage);
  });

  it('fills the placeholders of a sentence', () => {
    expect(suppressionMessage(S.tooManyRecords, { count: 10_001 })).toBe(
      'The file has 10,001 records; one upload takes up to 10,000.',
    );
  });
});

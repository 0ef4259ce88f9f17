// A local date range the viewer edits in two date fields: it opens on a given range, and a range is
// applied only while it is valid (the fields show the refusal under the field meanwhile).
import { type ReportRange, reportRangeProblems } from '@lead/shared';
import { useState } from 'react';

export type RangeField = keyof ReportRange;

export function useRangeFields(opening: ReportRange | null) {
  /** What the date fields show (null: the opening range), and the last valid range they gave. */
  const [typed, setTyped] = useState<ReportRange | null>(null);
  const [chosen, setChosen] = useState<ReportRange | null>(null);
  const range = chosen ?? opening;
  const fields = typed ?? opening;
  return {
    /** The applied range (null until the opening range is known). */
    range,
    fields,
    problems: fields ? reportRangeProblems(fields.startDate, fields.endDate) : {},
    setField(field: RangeField, value: string) {
      if (!fields) return;
      const next = { ...fields, [field]: value };
      setTyped(next);
      const problems = reportRangeProblems(next.startDate, next.endDate);
      if (!problems.startDate && !problems.endDate) setChosen(next);
    },
    /** Back to the opening range. */
    reset() {
      setTyped(null);
      setChosen(null);
    },
  };
}

export type RangeFieldsState = ReturnType<typeof useRangeFields>;

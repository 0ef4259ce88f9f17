// The label of a pipeline rejection reason, or of a pixel drop reason; a reason this build does not
// know reads as "Other".
import { reports } from '../../i18n/en-reports.ts';

type ReasonKey = keyof typeof reports.rejections.reason;
const isKnownReason = (reason: string): reason is ReasonKey => reason in reports.rejections.reason;

/** The i18n key of the reason's label. */
export const rejectionReasonKey = (reason: string) =>
  `reports.rejections.reason.${isKnownReason(reason) ? reason : 'unknown'}` as const;

type DropReasonKey = keyof typeof reports.dropped.reason;
const isKnownDropReason = (reason: string): reason is DropReasonKey => reason in reports.dropped.reason;

/** The i18n key of a pixel drop reason's label (PIXEL_DROP_REASONS). */
export const droppedReasonKey = (reason: string) =>
  `reports.dropped.reason.${isKnownDropReason(reason) ? reason : 'unknown'}` as const;

// Part 2 §8 "Integration save error": a refusal (HTTP error, or an answer whose result is 'error')
// shows the server's message as a notification; a success shows the server's message, or
// 'Changes saved successfully' when it sent none.
import { INTEGRATION_MESSAGES, messages } from '@lead/shared';
import { notifications } from '@mantine/notifications';
import { errorMessageOf } from '../../lib/api-error.ts';

/** What a save answered: the spec's calls answer `{ result, message }`, ours `{ message }`. */
export type SaveAnswer = { result?: string; message?: string | null } | null | undefined;

/** Thrown for an answer that came back 200 but says `result: 'error'`. */
export class SaveRefused extends Error {}

/** The answer, or a SaveRefused carrying its message when its result is 'error'. */
export function acceptedOrThrow<T extends SaveAnswer>(answer: T): T {
  if (answer?.result === 'error' || answer?.result === 'failed') {
    throw new SaveRefused(answer.message || messages.serverError);
  }
  return answer;
}

export function savedText(answer: SaveAnswer): string {
  const message = answer?.message?.trim();
  return message ? message : INTEGRATION_MESSAGES.saved;
}

export function notifySaved(answer: SaveAnswer): void {
  notifications.show({ color: 'green', message: savedText(answer) });
}

export function notifySaveFailed(error: unknown): void {
  notifications.show({ color: 'red', message: errorMessageOf(error) });
}

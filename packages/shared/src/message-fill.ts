// A catalogue sentence with its placeholders filled: fillMessage('clientAdded', { name: 'Acme' }).
import { type MessageKey, messages } from './messages.ts';

export function fillMessage(key: MessageKey, values: Record<string, string | number>): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

// A v1 resource calls the web's services, whose refusals name the web's fields: the problem it
// answers names ours instead (a field without a name of ours keeps its own).
import { AppError } from '../../platform/errors.ts';

export function renameFields(names: Record<string, string>, fields: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(fields).map(([field, reason]) => {
      const [head = field, ...rest] = field.split('.');
      const ours = names[field] ?? names[head];
      return [ours ? (names[field] ? ours : [ours, ...rest].join('.')) : field, reason];
    }),
  );
}

export async function renamedProblems<T>(names: Record<string, string>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError && error.fields) {
      throw new AppError(
        error.status,
        error.messageKey,
        renameFields(names, error.fields),
        error.headers,
        error.extra,
      );
    }
    throw error;
  }
}

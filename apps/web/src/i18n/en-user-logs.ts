// UI labels of the userLogs feature (merged into en.ts); spec sentences come from `messages`.
export const userLogs = {} as const;

// UI labels of the staff feature (merged into en.ts); spec sentences come from `messages`.
export const staff = {} as const;

// UI labels of the tenants feature (merged into en.ts); spec sentences come from `messages`.
export const tenants = {} as const;

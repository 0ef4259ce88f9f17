// The access token is the only session data kept in the browser (part 1 §4: logged in means a token exists).
const STORAGE_KEY = 'access_token';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let current = read();

function publish(next: string | null): void {
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

// Another tab signing in or out changes what this tab may show.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEY || event.key === null) publish(read());
});

export const tokenStore = {
  get: (): string | null => current,
  set(token: string): void {
    window.localStorage.setItem(STORAGE_KEY, token);
    publish(token);
  },
  clear(): void {
    window.localStorage.removeItem(STORAGE_KEY);
    publish(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// View mode (part 1 §4): the viewer's own token waits here until they revert.
const ORIGINAL_KEY = 'access_token_ori';

export const originalTokenStore = {
  get(): string | null {
    try {
      return window.localStorage.getItem(ORIGINAL_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    window.localStorage.setItem(ORIGINAL_KEY, token);
  },
  clear(): void {
    window.localStorage.removeItem(ORIGINAL_KEY);
  },
};

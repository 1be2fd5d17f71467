/**
 * localStorage access that never throws: storage can be disabled (privacy modes, sandboxed
 * iframes) or full, and a preference that cannot be saved must not break the app.
 */
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null | undefined): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null || value === undefined || value === '') store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Ignored on purpose: see the note above.
  }
}

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// Reading `window.localStorage` itself throws when storage is blocked (some privacy settings), so
// even getting hold of it is guarded. What the site keeps there is a convenience: every failure
// means "nothing kept".
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The JSON value stored under `key`; undefined when there is none or it can't be read. */
export function readJson(storage: KeyValueStorage | null, key: string): unknown {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON, or removes the key when `value` is null. Failures are ignored. */
export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): void {
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the page still works, the value just isn't kept.
  }
}

/** The object stored as JSON under `key`; null when there is none or it is not an object. */
export function readRecord(
  storage: KeyValueStorage | null,
  key: string,
): Record<string, unknown> | null {
  const value = readJson(storage, key);
  return isRecord(value) ? value : null;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

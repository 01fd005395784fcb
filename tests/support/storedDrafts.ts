/** What redux-persist writes under `persist:<key>`: every top-level key serialised on its own, then the whole. */
export function storeDraft(storage: Storage, key: string, draft: object, version: number | null): void {
  const entries = Object.entries(draft).map(([name, value]) => [name, JSON.stringify(value)]);
  if (version !== null) entries.push(['_persist', JSON.stringify({ version, rehydrated: true })]);
  storage.setItem(`persist:${key}`, JSON.stringify(Object.fromEntries(entries)));
}

/** A stored draft read back, each key parsed. */
export function readStoredDraft(storage: Storage, key: string): Record<string, unknown> {
  const raw = JSON.parse(storage.getItem(`persist:${key}`) ?? '{}') as Record<string, string>;
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, JSON.parse(value) as unknown]));
}

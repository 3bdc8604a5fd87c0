/** The part of a catalogue that `keys` name: whole namespaces ("Gallery") or single messages ("Layout.backToTop"). */
export function pickMessages(messages: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const path = key.split('.');
    let source: unknown = messages;
    for (const part of path) source = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[part] : undefined;
    if (source === undefined) throw new Error(`pickMessages: no message or namespace "${key}"`);
    let target = out;
    for (const part of path.slice(0, -1)) {
      const next = target[part];
      target = (target[part] = typeof next === 'object' && next !== null ? next : {}) as Record<string, unknown>;
    }
    target[path.at(-1)!] = source;
  }
  return out;
}

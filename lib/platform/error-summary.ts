/**
 * One line for the log about a failure: its message and its causes', and nothing a failed query
 * carried. Drizzle puts a failed statement and all its parameters in its error's message, a
 * submission's personal data among them, which must never reach a log; the reason ("No space left on
 * device", "read-only file system", a refused connection) is the database driver's error, in `cause`.
 */
const QUERY = /^Failed query: (insert into \S+|update \S+|delete from \S+|select|with|begin|commit)?/i;

function describe(error: Error): string {
  const query = QUERY.exec(error.message);
  if (query) return `query failed (${query[1] ?? 'a statement'})`;
  // A connection refused on every address comes as an AggregateError without a message of its own.
  const first = error.message || (error instanceof AggregateError ? (error.errors[0] as Error | undefined)?.message : '') || error.name;
  const code = (error as { code?: unknown }).code;
  const line = first.split('\n')[0]!;
  return typeof code === 'string' && !line.includes(code) ? `${line} [${code}]` : line;
}

export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (!(current instanceof Error)) {
      parts.push(String(current).split('\n')[0]!);
      break;
    }
    parts.push(describe(current));
    current = current.cause;
  }
  return parts.join(': ');
}

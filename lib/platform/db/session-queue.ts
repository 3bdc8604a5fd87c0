/**
 * Lets several PostgreSQL connections share one PGlite, which has a single session: the socket
 * handlers of @electric-sql/pglite-socket pass each protocol message here, and one connection at a
 * time owns the session from its first message until the end of its unit of work. A unit ends with
 * Sync or a simple Query once no transaction is open, so an extended-protocol sequence (Parse, Bind,
 * Execute, Sync) or a transaction is never interleaved with another connection's messages. (The
 * package's own queue switches connections between any two messages outside a transaction, which
 * breaks node-postgres's parameterized queries under concurrency.)
 */
import type { PGlite } from '@electric-sql/pglite';

interface Waiting {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const STARTUP = 0x00; // a startup packet starts with its length, whose first byte is 0
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

export class SessionQueue {
  private waiting: Waiting[] = [];
  private owner: number | null = null;
  private busy = false;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ handlerId, message, onData, resolve, reject });
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      for (;;) {
        const next = this.waiting.findIndex((w) => this.owner === null || w.handlerId === this.owner);
        if (next < 0 || this.db.closed) break;
        const [item] = this.waiting.splice(next, 1);
        this.owner = item!.handlerId;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item!.message, {
              onRawData: (data) => {
                bytes += data.length;
                item!.onData(data);
              },
            }),
          );
          item!.resolve(bytes);
        } catch (error) {
          item!.reject(error);
        }
        const type = item!.message[0];
        const endsUnit = type === SYNC || type === QUERY || type === TERMINATE || type === STARTUP;
        if (endsUnit && !this.db.closed && !this.db.isInTransaction()) this.owner = null;
      }
    } finally {
      this.busy = false;
    }
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.waiting = this.waiting.filter((w) => {
      if (w.handlerId !== handlerId) return true;
      w.reject(new Error('connection closed'));
      return false;
    });
  }

  /**
   * A connection went away: if it owned the session, end what it left open (an unfinished extended
   * sequence, a transaction) so the next connection starts clean.
   */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (!this.db.closed) {
      await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC_MESSAGE));
      if (this.db.isInTransaction()) await this.db.runExclusive(() => this.db.execProtocolRaw(simpleQuery('ROLLBACK')));
    }
    this.owner = null;
    void this.pump();
  }
}

/** A simple-protocol Query message. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const message = Buffer.alloc(5 + body.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * A real SMTP server on loopback that accepts every mail and records its Message-ID, for the tests
 * of delivery (unit and browser): port 0 takes a free one. `refuse` makes it refuse every recipient
 * with a 5xx reply, as a server does for an address that does not exist.
 */
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpRecorder {
  port: number;
  /** The Message-IDs received, in order. */
  ids: string[];
  /** The mails received, in order: Message-ID and envelope recipients. */
  mails: { id: string; to: string[] }[];
  close(): Promise<void>;
}

/** `mails`: a list to record into, e.g. one kept across restarts of the server. */
export async function smtpRecorder(port = 0, { refuse = false, mails = [] as SmtpRecorder['mails'] } = {}): Promise<SmtpRecorder> {
  const ids: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onRcptTo(_address, _session, callback) {
      callback(refuse ? Object.assign(new Error('no such mailbox'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const id = /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        ids.push(id);
        mails.push({ id, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  // A sender that vanishes mid-session (a server killed on purpose) resets its connection: that is the
  // test's doing, not a failure of the recorder, and an unheard 'error' would end the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo;
  return { port: address.port, ids, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

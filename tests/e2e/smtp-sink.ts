/**
 * A real SMTP server on loopback for the browser tests (started by playwright.config.ts beside the
 * web server): it accepts every mail and writes it, as received, to one .eml file in SINK_DIR, which
 * tests read (tests/e2e/mail.ts). Run: tsx tests/e2e/smtp-sink.ts PORT DIR
 */
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
if (!port || !dir) throw new Error('usage: smtp-sink.ts PORT DIR');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  // Attachments make mails of a few MB (documents, a CV).
  size: 30 * 1024 * 1024,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const file = path.join(dir, `${Date.now()}-${process.pid}-${++count}.eml`);
      const envelope = `X-Envelope-To: ${session.envelope.rcptTo.map((r) => r.address).join(', ')}\r\n`;
      fs.writeFileSync(`${file}.tmp`, Buffer.concat([Buffer.from(envelope), ...chunks]));
      fs.renameSync(`${file}.tmp`, file);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1', () => console.log(`smtp-sink listening on 127.0.0.1:${port}, writing to ${dir}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));

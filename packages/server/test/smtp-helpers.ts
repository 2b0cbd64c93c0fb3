import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
  messageId: string | null;
  subject: string | null;
}

/**
 * A real SMTP server on loopback (smtp-server, the server side of nodemailer's project). `refuse`
 * decides per mail whether to answer 451 (try later) instead of accepting it; `holdMail` (the
 * nth mail offered) is never answered, as if the server stalled while the sender dies.
 */
export async function startSmtp(
  refuse: (n: number) => boolean = () => false,
  options: { holdMail?: number } = {},
) {
  const received: Received[] = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        offered += 1;
        const refused = refuse(offered);
        // A held mail is never answered: the sender dies waiting (the crash tests).
        if (offered === options.holdMail) return;
        if (refused) {
          const error = new Error('Mailbox busy, try again later') as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? null,
          subject: /^Subject:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    offered: () => offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

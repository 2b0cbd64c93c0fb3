import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A header's RFC 2047 encoded words (=?UTF-8?B?…?= or =?UTF-8?Q?…?=) as text. */
function decodeHeader(value: string | null): string | null {
  if (value === null) return null;
  return value
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_whole, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

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
          subject: decodeHeader(/^Subject:\s*(.+(?:\r?\n[ \t].+)*)/im.exec(raw)?.[1] ?? null),
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

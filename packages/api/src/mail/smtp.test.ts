import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) server.close();
});

/** Just enough of an SMTP server to accept one message and hand back its DATA. */
async function fakeSmtpServer() {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, received };
}

const message = {
  to: 'asha@example.org',
  subject: 'Your ticket TKT-20261121-7F3K9Q',
  text: 'We will reply soon.',
};
const envelope = { id: '5b0c9f4e-2a7d-4e1f-8c3b-9d0a1e2f3a4b', createdAt: new Date(), message };

describe('the SMTP transport', () => {
  it('delivers through the server smtpUrl names, with the outbox id as Message-ID', async () => {
    const smtp = await fakeSmtpServer();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      outboxDir: '/nonexistent',
      from: 'noreply@foundation.example',
    });
    await mailer.deliver(envelope);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: asha@example.org');
    expect(smtp.received[0]).toContain('Subject: Your ticket TKT-20261121-7F3K9Q');
    expect(smtp.received[0]).toContain(`Message-ID: <${envelope.id}@foundation.example>`);
    expect(smtp.received[0]).toContain('We will reply soon.');
    mailer.close();
  });

  it('rejects, for the outbox to try again, when the server cannot be reached', async () => {
    const smtp = await fakeSmtpServer();
    const port = smtp.port;
    servers.splice(0).forEach((server) => server.close());
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'noreply@foundation.example',
    });
    await expect(mailer.deliver(envelope)).rejects.toThrow(/ECONNREFUSED/);
    mailer.close();
  });
});

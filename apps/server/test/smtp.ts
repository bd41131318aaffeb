import { createServer, type Socket } from "node:net";

/**
 * A minimal SMTP server for tests: it takes every mail (recorded in `received`) or, while
 * `refusing` is set, answers 451 to MAIL FROM as a server in trouble would.
 */
export async function startSmtp() {
  const received: { to: string[]; data: string }[] = [];
  const state = { refusing: false };
  const open = new Set<Socket>();
  const server = createServer((socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    let to: string[] = [];
    let data: string | null = null;
    let buffer = "";
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === ".") {
            received.push({ to, data });
            data = null;
            reply("250 queued");
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") reply("250 test");
        else if (command === "MAIL") {
          to = [];
          reply(state.refusing ? "451 try again later" : "250 ok");
        } else if (command === "RCPT") {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, "$1"));
          reply("250 ok");
        } else if (command === "DATA") {
          data = "";
          reply("354 go ahead");
        } else if (command === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type IncomingHttpHeaders } from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const deployCaddyfile = fileURLToPath(new URL("../../../deploy/Caddyfile", import.meta.url));

/** An answer over HTTPS (TLS with ALPN), and the protocol the two sides agreed on ("h2" for HTTP/2). */
export async function getOverTls(url: string) {
  // The proxy's certificate comes from Caddy's own local CA, which nothing here trusts.
  const session = connect(new URL(url).origin, { rejectUnauthorized: false });
  try {
    const protocol = await new Promise<string>((resolve, reject) => {
      session.once("connect", () => resolve(session.alpnProtocol ?? ""));
      session.once("error", reject);
    });
    const stream = session.request({ ":path": `${new URL(url).pathname}${new URL(url).search}` });
    const [headers, body] = await Promise.all([
      new Promise<IncomingHttpHeaders>((resolve) => stream.once("response", resolve)),
      new Promise<string>((resolve, reject) => {
        let text = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (text += chunk));
        stream.once("end", () => resolve(text));
        stream.once("error", reject);
      }),
    ]);
    return { protocol, status: Number(headers[":status"]), headers, body };
  } finally {
    session.close();
  }
}

/**
 * Caddy (Debian's package `caddy`) running deploy/Caddyfile as docker-compose runs it, at `siteAddress`
 * in front of `upstreams`. Only what a local run needs is added: no admin endpoint, no port 80 for
 * redirects, and Caddy's local CA kept out of the machine's trust store. `ready` resolves once the
 * site answers /health through it.
 */
export function startProxy({ siteAddress, upstreams }: { siteAddress: string; upstreams: string[] }) {
  const dir = mkdtempSync(join(tmpdir(), "ws-proxy-"));
  const config = join(dir, "Caddyfile");
  writeFileSync(
    config,
    `{\n\tadmin off\n\tskip_install_trust\n\tauto_https disable_redirects\n\tstorage file_system ${join(dir, "data")}\n}\nimport ${deployCaddyfile}\n`,
  );
  let output = "";
  const child: ChildProcess = spawn("caddy", ["run", "--config", config, "--adapter", "caddyfile"], {
    env: { ...process.env, SITE_ADDRESS: siteAddress, UPSTREAMS: upstreams.join(" "), HOME: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const tls = !siteAddress.startsWith(":");
  const origin = tls ? `https://${siteAddress}` : `http://127.0.0.1${siteAddress}`;
  const answers = () =>
    (tls ? getOverTls(`${origin}/health`) : fetch(`${origin}/health`)).then(
      (r) => r.status === 200,
      () => false,
    );
  const ready = (async () => {
    for (let i = 0; i < 150; i++) {
      if (child.exitCode !== null) throw new Error(`caddy exited with ${child.exitCode}:\n${output}`);
      if (await answers()) return origin;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`caddy did not answer at ${origin} within 30 s:\n${output}`);
  })();
  ready.catch(() => undefined);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return { child, ready, stop, output: () => output };
}

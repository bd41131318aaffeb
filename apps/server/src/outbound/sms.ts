import type { Config } from "../config";
import type { Transport } from "./outbox";

/**
 * SMS through an HTTP provider at SMS_URL (JSON { from, to, message }, bearer SMS_TOKEN); none
 * when it is not set.
 */
export function smsTransport(config: Config): Transport | undefined {
  const url = config.SMS_URL;
  if (!url) return undefined;
  return async ({ to, text }) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(config.SMS_TOKEN ? { authorization: `Bearer ${config.SMS_TOKEN}` } : {}),
      },
      body: JSON.stringify({ from: config.SMS_FROM, to, message: text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  };
}

import type { FastifyBaseLogger } from "fastify";

/**
 * Runs job now and then every everyMs, never two runs of it at once in this process (jobs
 * make themselves safe across processes in the database). Answers a stop function.
 */
export function schedule(log: FastifyBaseLogger, name: string, everyMs: number, job: () => Promise<number>) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const count = await job();
      if (count > 0) log.info({ count }, `${name}: done`);
    } catch (err) {
      log.error({ err }, `${name}: failed`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, everyMs);
  return () => clearInterval(timer);
}

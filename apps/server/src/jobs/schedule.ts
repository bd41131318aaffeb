import type { FastifyBaseLogger } from "fastify";

/**
 * Scheduled work of this process (jobs make themselves safe across processes in the database).
 * run answers how many things it did (logged when some). Never two runs at once here: a wake()
 * during a run makes it run once more when it ends. start(everyMs) runs it now and then every
 * everyMs, and answers a stop function.
 */
export function job(log: FastifyBaseLogger, name: string, run: () => Promise<number>) {
  let running = false;
  let again = false;
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const count = await run();
        if (count > 0) log.info({ count }, `${name}: done`);
      } while (again && !stopped);
    } catch (err) {
      log.error({ err }, `${name}: failed`);
    } finally {
      running = false;
    }
  };
  return {
    wake: () => void tick(),
    start(everyMs: number) {
      stopped = false;
      void tick();
      const timer = setInterval(tick, everyMs);
      return () => {
        stopped = true;
        clearInterval(timer);
      };
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { LocalJobs } from './local-jobs.js';

function recordingLog() {
  const lines: { level: string; message: string; fields: Record<string, unknown> }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message: string): void => {
      lines.push({ level, message, fields });
    };
  const log = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log: log as unknown as FastifyBaseLogger, lines };
}

describe('in-process jobs', () => {
  it('runs the start-up jobs at start and writes one line per run', async () => {
    const { log, lines } = recordingLog();
    const jobs = new LocalJobs(log);
    const sweep = vi.fn(async () => ({ removed: 2 }));
    const check = vi.fn(async () => undefined);
    jobs.register([
      { name: 'sweep', everySeconds: 3600, atStart: true, run: sweep },
      { name: 'check', everySeconds: 3600, run: check },
    ]);
    await jobs.start();
    await vi.waitFor(() => expect(sweep).toHaveBeenCalledTimes(1));
    await jobs.stop();
    expect(check).not.toHaveBeenCalled();
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'job finished',
        fields: expect.objectContaining({ job: 'sweep', result: { removed: 2 } }),
      },
    ]);
  });

  it('keeps requests made before start, and folds requests during a run into one more run', async () => {
    const { log } = recordingLog();
    const jobs = new LocalJobs(log);
    let release: () => void = () => undefined;
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    jobs.register([{ name: 'drain', run }]);
    jobs.runSoon('drain');
    expect(run).not.toHaveBeenCalled();
    await jobs.start();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    jobs.runSoon('drain');
    jobs.runSoon('drain');
    release();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
    release();
    await jobs.stop();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('tries a failed run again later, and a stopped runtime runs nothing more', async () => {
    vi.useFakeTimers();
    try {
      const { log, lines } = recordingLog();
      const jobs = new LocalJobs(log);
      const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(1);
      jobs.register([{ name: 'prune', run }]);
      await jobs.start();
      jobs.runSoon('prune', 1000);
      await vi.advanceTimersByTimeAsync(1000);
      expect(run).toHaveBeenCalledTimes(1);
      expect(lines.map((line) => line.message)).toEqual(['job failed']);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(run).toHaveBeenCalledTimes(2);
      expect(lines.map((line) => line.message)).toEqual(['job failed', 'job finished']);
      await jobs.stop();
      jobs.runSoon('prune');
      await vi.advanceTimersByTimeAsync(60_000);
      expect(run).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  describeJobs,
  periodMs,
  scheduledJobs,
  settledJobs,
  type ScheduledJob,
} from './scheduler.mjs';

describe('the emulators scheduler', () => {
  it('reads the periods the functions declare', () => {
    expect(periodMs('every 1 minutes')).toBe(60_000);
    expect(periodMs('every 2 minutes')).toBe(120_000);
    expect(periodMs('every 1 minute')).toBe(60_000);
    expect(periodMs('every 3 hours')).toBe(10_800_000);
    // A cron line is not understood here: the job is announced as not run, never mistimed.
    expect(periodMs('*/5 * * * *')).toBeNull();
  });

  it('finds the scheduled functions of the emulator listing, and only those', () => {
    const listing = {
      backends: [
        {
          functionTriggers: [
            {
              name: 'presence-sweepOfflineUsers',
              id: 'r-sweep',
              schedule: { schedule: 'every 1 minutes' },
            },
            { name: 'event-requestEventAccess', id: 'r-access', httpsTrigger: {} },
            {
              name: 'quota-accumulateAudioUsage',
              id: 'r-quota',
              schedule: { schedule: 'every 2 minutes' },
            },
          ],
        },
      ],
    };
    const jobs = scheduledJobs(listing);
    expect(jobs).toEqual([
      {
        name: 'presence-sweepOfflineUsers',
        id: 'r-sweep',
        schedule: 'every 1 minutes',
        everyMs: 60_000,
      },
      {
        name: 'quota-accumulateAudioUsage',
        id: 'r-quota',
        schedule: 'every 2 minutes',
        everyMs: 120_000,
      },
    ]);
    expect(describeJobs(jobs)).toBe(
      'Scheduled jobs run on their schedules against the emulators: ' +
        'presence-sweepOfflineUsers (every 1 minutes), quota-accumulateAudioUsage (every 2 minutes).',
    );
    expect(scheduledJobs({})).toEqual([]);
  });

  it('waits for the scheduled functions the emulator registers after its HTTP ones', async () => {
    const job = (name: string): ScheduledJob => ({
      name,
      id: name,
      schedule: 'every 1 minutes',
      everyMs: 60_000,
    });
    // As `npm start` met it: the first reads answer before the scheduled functions are loaded,
    // then they come one by one.
    const reads = [[], [], [job('a')], [job('a'), job('b')], [job('a'), job('b')]];
    let read = 0;
    const list = async () => reads[Math.min(read++, reads.length - 1)]!;
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const jobs = await settledJobs(list, { wait });
    expect(jobs.map((found) => found.name)).toEqual(['a', 'b']);
    // Three reads alike (the last listing repeats) before it trusts the set.
    expect(read).toBe(6);
    expect(waits).toEqual([1000, 1000, 1000, 1000, 1000]);
  });

  it('gives up waiting after its timeout and returns what it last read', async () => {
    let read = 0;
    const list = async () => (read++, []);
    const jobs = await settledJobs(list, { wait: async () => {}, timeoutMs: 5_000 });
    expect(jobs).toEqual([]);
    expect(read).toBe(6);
  });
});

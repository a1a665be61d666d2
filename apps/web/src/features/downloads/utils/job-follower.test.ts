import type { RealtimeEvent, ReportsStatusPayload, SubscribeRequest } from '@sw/contracts';
import { describe, expect, it } from 'vitest';
import { type JobChannel, JobFollower } from './job-follower';

/** A channel that records subscriptions and lets the test deliver messages to them. */
function fakeChannel() {
  const live = new Map<string, (event: RealtimeEvent) => void>();
  const requests: SubscribeRequest[] = [];
  const channel: JobChannel = {
    subscribe(request, listener) {
      requests.push(request);
      live.set(request.jobId!, listener);
      return () => live.delete(request.jobId!);
    },
  };
  const send = (jobId: string, event: RealtimeEvent) => live.get(jobId)?.(event);
  return { channel, live, requests, send };
}

const report = (jobId: string, jobState: ReportsStatusPayload['jobState']): RealtimeEvent => ({
  type: 'REPORTS_STATUS',
  payload: { orgId: 1, userId: 2, jobId, jobState },
});

describe('JobFollower (REPORTS_STATUS/{jobId} for every unfinished job)', () => {
  it('subscribes new jobs, keeps the ones still followed, stops the ones gone', () => {
    const c = fakeChannel();
    const follower = new JobFollower(c.channel, () => {});
    expect(follower.follow(['a', 'b'])).toEqual(['a', 'b']);
    expect(c.requests).toEqual([
      { channel: 'REPORTS_STATUS', jobId: 'a' },
      { channel: 'REPORTS_STATUS', jobId: 'b' },
    ]);
    // 'a' finished, 'c' started: 'b' is not subscribed a second time.
    expect(follower.follow(['b', 'c'])).toEqual(['c']);
    expect([...c.live.keys()].sort()).toEqual(['b', 'c']);
    expect(c.requests).toHaveLength(3);
    follower.stop();
    expect(c.live.size).toBe(0);
  });

  it('hands on each message of a followed job, and nothing else', () => {
    const c = fakeChannel();
    const got: ReportsStatusPayload[] = [];
    const follower = new JobFollower(c.channel, (s) => got.push(s));
    follower.follow(['a']);
    c.send('a', report('a', 'GENERATING'));
    // A message naming another job on this topic is not this job's.
    c.send('a', report('b', 'SUCCESS'));
    c.send('a', {
      type: 'INCIDENT_INFO',
      payload: {
        orgId: 1,
        siteId: 1,
        incidentId: 1,
        equipmentId: 1,
        spaceId: null,
        sensorId: null,
        sentinelId: 1,
        sentinelType: 'DOOR_OPEN',
        status: 'NEW',
        priority: 'HIGH',
        resolved: false,
        createdAt: 1,
        recoveredAt: null,
        dismissedAt: null,
      },
    });
    c.send('a', report('a', 'SUCCESS'));
    expect(got.map((s) => [s.jobId, s.jobState])).toEqual([
      ['a', 'GENERATING'],
      ['a', 'SUCCESS'],
    ]);
  });
});

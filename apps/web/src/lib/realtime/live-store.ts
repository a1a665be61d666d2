import type { DeviceStatusPayload, RealtimeEvent } from '@sw/contracts';
import { applyDeviceStatus, latestReading } from '@sw/domain';

/** A device's last known status (B-017: only ever replaced by a newer one). */
export interface LiveStatus {
  status: DeviceStatusPayload['status'];
  deviceType: DeviceStatusPayload['deviceType'];
  siteId: number;
  /** Epoch ms. */
  timestamp: number;
}

/** A sensor's newest reading (B-018: replaced only by one that is not older). */
export interface LiveReading {
  /** Null for a thermostat's own temperature. */
  sensorId: number | null;
  sensorType: string;
  value: number;
  /** Epoch ms. */
  timestamp: number;
}

/** What the real-time channels have said about one device (uuid + vendor) since sign-in. */
export interface LiveDevice {
  status?: LiveStatus;
  reading?: LiveReading;
}

/** The plain stream carries every device of the organisation: the store stays bounded all the same. */
export const MAX_LIVE_DEVICES = 5_000;

export const deviceKey = (uuid: string, vendor: string): string => JSON.stringify([uuid, vendor]);

/**
 * Live device values fed by both transports (the STOMP topics and the plain stream). Messages may
 * arrive twice (B-022: the transports are not de-duplicated) and out of order; the pure rules of
 * B-017 and B-018 make that harmless. An entry is replaced, never mutated, so that React can compare
 * snapshots by reference, and only the listeners of a changed device are told.
 */
export class LiveStore {
  private readonly devices = new Map<string, LiveDevice>();
  private readonly listeners = new Map<string, Set<() => void>>();

  constructor(private readonly maxDevices = MAX_LIVE_DEVICES) {}

  get size(): number {
    return this.devices.size;
  }

  get(uuid: string, vendor: string): LiveDevice | undefined {
    return this.devices.get(deviceKey(uuid, vendor));
  }

  /**
   * Takes one real-time event; true when a held value changed. Incident and report events are not
   * device values: their features follow them over STOMP (useRealtimeSubscription).
   */
  apply(event: RealtimeEvent): boolean {
    switch (event.type) {
      case 'DEVICE_STATUS': {
        const p = event.payload;
        const key = deviceKey(p.uuid, p.vendor);
        const held = this.devices.get(key);
        const update: LiveStatus = {
          status: p.status,
          deviceType: p.deviceType,
          siteId: p.siteId,
          timestamp: p.timestamp,
        };
        const status = applyDeviceStatus(held?.status, update);
        return status === held?.status ? false : this.put(key, { ...held, status });
      }
      case 'SENSOR_READINGS': {
        const p = event.payload;
        const key = deviceKey(p.uuid, p.vendor);
        const held = this.devices.get(key);
        const batch = p.readings.map(
          (r): LiveReading => ({
            sensorId: p.sensorId,
            sensorType: p.sensorType,
            value: r.value,
            timestamp: r.timestamp,
          }),
        );
        const reading = latestReading(held?.reading, batch);
        return reading === held?.reading ? false : this.put(key, { ...held, reading });
      }
      default:
        return false;
    }
  }

  /** Tells `listener` whenever the device's entry changes; returns the function that stops it. */
  subscribe(uuid: string, vendor: string, listener: () => void): () => void {
    const key = deviceKey(uuid, vendor);
    let set = this.listeners.get(key);
    if (!set) {
      set = new Set();
      this.listeners.set(key, set);
    }
    set.add(listener);
    const entry = set;
    return () => {
      entry.delete(listener);
      if (entry.size === 0 && this.listeners.get(key) === entry) this.listeners.delete(key);
    };
  }

  /** Forgets every value (the session ended): nothing of one user is shown to the next. */
  clear(): void {
    const keys = [...this.devices.keys()];
    this.devices.clear();
    for (const key of keys) this.notify(key);
  }

  private put(key: string, device: LiveDevice): true {
    // Re-inserted, so that the Map's order is the order of last change and eviction takes the stalest.
    this.devices.delete(key);
    this.devices.set(key, device);
    if (this.devices.size > this.maxDevices) this.evict();
    this.notify(key);
    return true;
  }

  /** Drops the least recently changed device nobody is watching. */
  private evict(): void {
    for (const key of this.devices.keys()) {
      if (!this.listeners.has(key)) {
        this.devices.delete(key);
        return;
      }
    }
  }

  private notify(key: string): void {
    for (const l of this.listeners.get(key) ?? []) l();
  }
}

/** The app's one live store. */
export const liveStore = new LiveStore();

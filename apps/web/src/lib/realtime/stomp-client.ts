import {
  Client,
  type IFrame,
  type IMessage,
  type IStompSocket,
  ReconnectionTimeMode,
  type StompSubscription,
} from '@stomp/stompjs';
import type { Interest, RealtimeEvent, SubscribeRequest } from '@sw/contracts';
import { APP_SUBSCRIBE, parseRealtimeEvent, topicOf } from '@sw/contracts/constants';
import {
  HEARTBEAT_INCOMING_MS,
  HEARTBEAT_OUTGOING_MS,
  RECONNECT_FIRST_DELAY_MS,
  RECONNECT_MAX_DELAY_MS,
} from './config';
import { type RealtimeState, setRealtimeState } from './state';
import { checkSubscription } from './subscriptions';

export type RealtimeListener = (event: RealtimeEvent) => void;

export interface RealtimeClientOptions {
  brokerURL?: string;
  /** Used in tests and outside browsers instead of brokerURL. */
  webSocketFactory?: () => IStompSocket;
  /** Read before every (re)connect, so a new sign-in is picked up. */
  getToken: () => string | null;
  log?: Pick<Console, 'warn' | 'error'>;
  onState?: (state: RealtimeState, detail?: string) => void;
}

interface Topic {
  interest: Interest;
  request: SubscribeRequest;
  listeners: Set<RealtimeListener>;
  stomp: StompSubscription | null;
}

/**
 * The spec's STOMP connection (B-001 … B-016) over @stomp/stompjs: bearer token in CONNECT,
 * heart-beats 10 s out / 12 s in, reconnect 500 ms doubling to 30 s; every topic is subscribed again
 * and announced to /app/subscribe after each (re)connect.
 */
export class RealtimeClient {
  private readonly client: Client;
  private readonly topics = new Map<string, Topic>();
  private readonly log: Pick<Console, 'warn' | 'error'>;
  private readonly setState: (state: RealtimeState, detail?: string) => void;
  /** Between start() and stop(): a stopped client's late closing events must not overwrite the
   * state of the client that replaced it. */
  private active = false;

  constructor(opts: RealtimeClientOptions) {
    this.log = opts.log ?? console;
    this.setState = opts.onState ?? setRealtimeState;
    this.client = new Client({
      ...(opts.brokerURL ? { brokerURL: opts.brokerURL } : {}),
      ...(opts.webSocketFactory ? { webSocketFactory: opts.webSocketFactory } : {}),
      heartbeatIncoming: HEARTBEAT_INCOMING_MS,
      heartbeatOutgoing: HEARTBEAT_OUTGOING_MS,
      reconnectDelay: RECONNECT_FIRST_DELAY_MS,
      reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
      maxReconnectDelay: RECONNECT_MAX_DELAY_MS,
      debug: () => {},
      beforeConnect: (client) => {
        const token = opts.getToken();
        client.connectHeaders = token ? { Authorization: `Bearer ${token}` } : {};
      },
      onConnect: () => {
        this.onState('connected');
        for (const [topic, t] of this.topics) this.attach(topic, t);
      },
      onStompError: (frame) => this.onError(frame),
      onWebSocketError: () => this.onState('error', 'WebSocket error'),
      onWebSocketClose: (evt: { code?: number; reason?: string }) => {
        for (const t of this.topics.values()) t.stomp = null;
        // A clean close (normal, or the server going away for a restart) is 'closed'; anything else 'error'.
        const clean = evt.code === 1000 || evt.code === 1001;
        this.onState(
          clean ? 'closed' : 'error',
          `closed with ${evt.code ?? '?'}${evt.reason ? ` ${evt.reason}` : ''}`,
        );
      },
    });
  }

  start(): void {
    this.active = true;
    this.client.activate();
  }

  /** Closes the connection; the state is 'closed' at once and this client reports nothing more. */
  async stop(): Promise<void> {
    const wasActive = this.active;
    this.active = false;
    if (wasActive) this.setState('closed', 'stopped');
    await this.client.deactivate();
  }

  private onState(state: RealtimeState, detail?: string): void {
    if (this.active) this.setState(state, detail);
  }

  /**
   * Follows one device, job or equipment/space. Invalid requests are warned about (spec 1 §5) and
   * give a no-op. Returns the function that stops listening.
   */
  subscribe(request: SubscribeRequest, listener: RealtimeListener): () => void {
    const interest = checkSubscription(request, (m) => this.log.warn(m));
    if (!interest) return () => {};
    const topic = topicOf(interest);
    let t = this.topics.get(topic);
    if (!t) {
      t = { interest, request, listeners: new Set(), stomp: null };
      this.topics.set(topic, t);
      if (this.client.connected) this.attach(topic, t);
    }
    t.listeners.add(listener);
    const entry = t;
    return () => {
      entry.listeners.delete(listener);
      if (!entry.listeners.size) this.drop(topic);
    };
  }

  private attach(topic: string, t: Topic): void {
    t.stomp = this.client.subscribe(topic, (m) => this.onMessage(topic, m));
    this.client.publish({
      destination: APP_SUBSCRIBE,
      body: JSON.stringify({ ...t.request, channel: t.interest.channel }),
    });
  }

  private drop(topic: string): void {
    const t = this.topics.get(topic);
    if (!t) return;
    this.topics.delete(topic);
    if (t.stomp && this.client.connected) t.stomp.unsubscribe();
  }

  private onMessage(topic: string, m: IMessage): void {
    let event: RealtimeEvent | null = null;
    try {
      event = parseRealtimeEvent(JSON.parse(m.body));
    } catch {
      // not JSON: unreadable like any other message that is no event
    }
    if (!event) {
      this.log.error('Real-time: unreadable message ignored', m.body.slice(0, 200)); // B-007
      return;
    }
    for (const l of this.topics.get(topic)?.listeners ?? []) {
      try {
        l(event);
      } catch (err) {
        this.log.error('Real-time: listener failed', err);
      }
    }
    // B-015: a finished job has nothing more to say (B-016: FAILURE is final too).
    if (
      event.type === 'REPORTS_STATUS' &&
      (event.payload.jobState === 'SUCCESS' || event.payload.jobState === 'FAILURE')
    ) {
      this.drop(topic);
    }
  }

  /** The server refused something; a refused topic is dropped so that reconnects do not repeat it. */
  private onError(frame: IFrame): void {
    const message = frame.headers.message ?? 'STOMP error';
    const destination = frame.headers.destination;
    if (destination && this.topics.has(destination)) {
      this.log.warn(`Real-time: ${destination} refused: ${message}`);
      this.topics.delete(destination);
    }
    this.onState('error', message);
  }
}

// STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): a command line, header
// lines, a blank line, the body, a NUL; EOLs between frames are heart-beats. The parser is
// incremental (a frame may span WebSocket messages, one message may hold several frames) and never
// throws: bad input ends in `error`, after which the connection is answered with ERROR and closed.

export interface StompFrame {
  command: string;
  /** Header values by name; when a header repeats, the first one wins (STOMP 1.2). */
  headers: Map<string, string>;
  body: Buffer;
}

export interface ParseResult {
  frames: StompFrame[];
  /** EOLs seen between frames. */
  heartbeats: number;
  error?: string;
}

export const DEFAULT_MAX_FRAME_BYTES = 64 * 1024;
const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COMMAND = /^[A-Z]{1,32}$/;
// CONNECT and CONNECTED keep their header text as is, for STOMP 1.0 clients (spec "Value Encoding").
const RAW_HEADER_COMMANDS = new Set(['CONNECT', 'CONNECTED']);
const utf8 = new TextDecoder('utf-8', { fatal: true });

export class StompParser {
  private buf: Buffer = Buffer.alloc(0);
  private failed: string | undefined;

  constructor(private readonly maxFrameBytes = DEFAULT_MAX_FRAME_BYTES) {}

  push(chunk: Buffer | string): ParseResult {
    const result: ParseResult = { frames: [], heartbeats: 0 };
    if (this.failed) return { ...result, error: this.failed };
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.buf = this.buf.length ? Buffer.concat([this.buf, data]) : data;
    for (;;) {
      const step = this.next(result);
      if (step === 'more') break;
      if (typeof step === 'object') {
        this.failed = step.error;
        this.buf = Buffer.alloc(0);
        return { ...result, error: step.error };
      }
    }
    return result;
  }

  /** Consumes one heart-beat or frame: 'done' when it did, 'more' when input is missing. */
  private next(result: ParseResult): 'done' | 'more' | { error: string } {
    const b = this.buf;
    if (b.length === 0) return 'more';
    if (b[0] === LF || (b[0] === CR && b[1] === LF)) {
      this.buf = b.subarray(b[0] === LF ? 1 : 2);
      result.heartbeats++;
      return 'done';
    }
    if (b[0] === CR && b.length === 1) return 'more';
    const head = headerBlock(b);
    if (head === null) return b.length > this.maxFrameBytes ? { error: 'Frame too large' } : 'more';
    const parsed = parseHead(b.subarray(0, head.end));
    if ('error' in parsed) return parsed;
    const { command, headers } = parsed;
    const lengthHeader = headers.get('content-length');
    let bodyEnd: number;
    if (lengthHeader !== undefined) {
      if (!/^\d{1,9}$/.test(lengthHeader)) return { error: 'Invalid content-length' };
      bodyEnd = head.bodyStart + Number(lengthHeader);
      if (bodyEnd + 1 > this.maxFrameBytes) return { error: 'Frame too large' };
      if (b.length < bodyEnd + 1) return 'more';
      if (b[bodyEnd] !== NUL) return { error: 'Frame body longer than its content-length' };
    } else {
      bodyEnd = b.indexOf(NUL, head.bodyStart);
      if (bodyEnd < 0) return b.length > this.maxFrameBytes ? { error: 'Frame too large' } : 'more';
    }
    if (bodyEnd + 1 > this.maxFrameBytes) return { error: 'Frame too large' };
    result.frames.push({ command, headers, body: Buffer.from(b.subarray(head.bodyStart, bodyEnd)) });
    this.buf = b.subarray(bodyEnd + 1);
    return 'done';
  }
}

/** Where the header block ends (the blank line) and the body starts; null while incomplete. */
function headerBlock(b: Buffer): { end: number; bodyStart: number } | null {
  let pos = 0;
  for (;;) {
    const lf = b.indexOf(LF, pos);
    if (lf < 0) return null;
    const lineEnd = lf > pos && b[lf - 1] === CR ? lf - 1 : lf;
    if (lineEnd === pos && pos > 0) return { end: pos, bodyStart: lf + 1 };
    pos = lf + 1;
  }
}

function parseHead(block: Buffer): { command: string; headers: Map<string, string> } | { error: string } {
  let text: string;
  try {
    text = utf8.decode(block);
  } catch {
    return { error: 'Frame header is not UTF-8' };
  }
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  if (lines[lines.length - 1] === '') lines.pop();
  const command = lines[0] ?? '';
  if (!COMMAND.test(command)) return { error: 'Malformed frame: bad command line' };
  const raw = RAW_HEADER_COMMANDS.has(command);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon < 0) return { error: 'Malformed frame: header without a colon' };
    const name = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
    const value = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
    if (name === null || value === null) return { error: 'Malformed frame: undefined escape sequence' };
    if (!headers.has(name)) headers.set(name, value);
  }
  return { command, headers };
}

/** Reverses STOMP 1.2 header escaping; null for an undefined escape (a fatal protocol error). */
export function unescapeHeader(s: string): string | null {
  if (!s.includes('\\')) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    const n = s[++i];
    if (n === 'r') out += '\r';
    else if (n === 'n') out += '\n';
    else if (n === 'c') out += ':';
    else if (n === '\\') out += '\\';
    else return null;
  }
  return out;
}

export function escapeHeader(s: string): string {
  return s.replace(/[\\\r\n:]/g, (c) =>
    c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c',
  );
}

/** One frame as text: content-length is set whenever there is a body. */
export function serializeFrame(command: string, headers: Record<string, string | number>, body = ''): string {
  const raw = RAW_HEADER_COMMANDS.has(command);
  const lines = [command];
  const all: Record<string, string | number> = { ...headers };
  if (body) all['content-length'] = Buffer.byteLength(body);
  for (const [k, v] of Object.entries(all)) {
    const value = String(v);
    lines.push(raw ? `${k}:${value.replace(/[\r\n]/g, ' ')}` : `${escapeHeader(k)}:${escapeHeader(value)}`);
  }
  return `${lines.join('\n')}\n\n${body}\0`;
}

/** `heart-beat: cx,cy` → [cx, cy]; [0, 0] when absent; null when malformed. */
export function parseHeartBeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const m = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * Heart-beat negotiation (STOMP 1.2 "Heart-beating"): the client offers cx (it can send every cx ms)
 * and cy (it wants to receive every cy ms); we offer sx and sy. 0 on either side disables a direction.
 */
export function negotiateHeartBeat(
  client: [number, number],
  server: [number, number],
): { serverToClientMs: number; clientToServerMs: number } {
  const [cx, cy] = client;
  const [sx, sy] = server;
  return {
    serverToClientMs: sx === 0 || cy === 0 ? 0 : Math.max(sx, cy),
    clientToServerMs: cx === 0 || sy === 0 ? 0 : Math.max(cx, sy),
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeHeader,
  negotiateHeartBeat,
  parseHeartBeat,
  StompParser,
  serializeFrame,
  unescapeHeader,
} from './stomp-frame';

const parseAll = (text: string | Buffer) => new StompParser().push(text);

describe('STOMP frame parser', () => {
  it('reads a frame with headers and a NUL-terminated body', () => {
    const r = parseAll('SEND\ndestination:/app/subscribe\ncontent-type:application/json\n\n{"a":1}\0');
    expect(r.error).toBeUndefined();
    expect(r.frames).toHaveLength(1);
    const f = r.frames[0]!;
    expect(f.command).toBe('SEND');
    expect(f.headers.get('destination')).toBe('/app/subscribe');
    expect(f.body.toString()).toBe('{"a":1}');
  });

  it('accepts CRLF line endings and counts EOLs between frames as heart-beats', () => {
    const r = parseAll('\n\r\nSUBSCRIBE\r\nid:1\r\ndestination:/x\r\n\r\n\0\n\n');
    expect(r.frames.map((f) => f.command)).toEqual(['SUBSCRIBE']);
    expect(r.frames[0]!.headers.get('id')).toBe('1');
    expect(r.heartbeats).toBe(4);
  });

  it('uses content-length, so a body may contain NUL, and counts bytes not characters', () => {
    const body = 'é\0x';
    const text = `SEND\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`;
    const r = parseAll(text);
    expect(r.error).toBeUndefined();
    expect(r.frames[0]!.body.toString()).toBe(body);
  });

  it('refuses a body longer than its content-length', () => {
    expect(parseAll('SEND\ncontent-length:1\n\nabc\0').error).toMatch(/content-length/);
  });

  it('joins a frame split across messages and splits several frames in one message', () => {
    const p = new StompParser();
    expect(p.push('SEND\ndestina').frames).toHaveLength(0);
    expect(p.push('tion:/a\n\nhel').frames).toHaveLength(0);
    const r = p.push('lo\0DISCONNECT\nreceipt:7\n\n\0');
    expect(r.frames.map((f) => f.command)).toEqual(['SEND', 'DISCONNECT']);
    expect(r.frames[0]!.body.toString()).toBe('hello');
  });

  it('keeps the first of repeated headers', () => {
    const r = parseAll('SEND\nfoo:1\nfoo:2\n\n\0');
    expect(r.frames[0]!.headers.get('foo')).toBe('1');
  });

  it('unescapes headers except in CONNECT, and refuses undefined escapes', () => {
    const r = parseAll('SEND\na\\cb:x\\ny\\\\z\\r\n\n\0');
    expect(r.frames[0]!.headers.get('a:b')).toBe('x\ny\\z\r');
    const c = parseAll('CONNECT\npasscode:a\\cb\n\n\0');
    expect(c.frames[0]!.headers.get('passcode')).toBe('a\\cb');
    expect(parseAll('SEND\na:\\t\n\n\0').error).toMatch(/escape/);
  });

  it('refuses bad command lines, headers without a colon and oversized frames', () => {
    expect(parseAll('send\n\n\0').error).toBeDefined();
    expect(parseAll('SEND\nnocolon\n\n\0').error).toBeDefined();
    expect(new StompParser(100).push(`SEND\n\n${'x'.repeat(200)}`).error).toMatch(/too large/);
    expect(new StompParser(100).push('SEND\ncontent-length:500\n\n').error).toMatch(/too large/);
  });

  it('stays failed after an error', () => {
    const p = new StompParser();
    expect(p.push('bad\n\n\0').error).toBeDefined();
    expect(p.push('SEND\n\n\0').error).toBeDefined();
  });

  it('never throws on garbage and always ends in frames or an error', () => {
    const chunk = fc.oneof(
      fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
      fc.string({ maxLength: 200 }),
      fc.constantFrom('\n', '\r', '\0', ':', '\\', 'SEND\n', 'content-length:', '\n\n', 'CONNECT\n'),
    );
    fc.assert(
      fc.property(fc.array(chunk, { maxLength: 20 }), (chunks) => {
        const p = new StompParser(4096);
        for (const c of chunks) {
          const r = p.push(c);
          for (const f of r.frames) expect(typeof f.command).toBe('string');
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('STOMP frame serialiser', () => {
  it('escapes header names and values and sets content-length', () => {
    const text = serializeFrame('MESSAGE', { 'a:b': 'x\ny\\z\r' }, 'é');
    expect(text).toBe('MESSAGE\na\\cb:x\\ny\\\\z\\r\ncontent-length:2\n\né\0');
  });

  it('round-trips any header text and body through the parser', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (name, value, body) => {
        const r = parseAll(serializeFrame('MESSAGE', { [`h${name}`]: value }, body));
        expect(r.error).toBeUndefined();
        expect(r.frames[0]!.headers.get(`h${name}`)).toBe(value);
        expect(r.frames[0]!.body.toString()).toBe(body);
      }),
    );
  });

  it('escape and unescape are inverse', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(unescapeHeader(escapeHeader(s))).toBe(s);
      }),
    );
  });
});

describe('heart-beat', () => {
  it('parses the header and negotiates per STOMP 1.2', () => {
    expect(parseHeartBeat(undefined)).toEqual([0, 0]);
    expect(parseHeartBeat('10000,12000')).toEqual([10_000, 12_000]);
    expect(parseHeartBeat('x,1')).toBeNull();
    // The spec's client (10 s out, 12 s in) against the server's offer (10 s, 10 s).
    expect(negotiateHeartBeat([10_000, 12_000], [10_000, 10_000])).toEqual({
      serverToClientMs: 12_000,
      clientToServerMs: 10_000,
    });
    expect(negotiateHeartBeat([0, 0], [10_000, 10_000])).toEqual({
      serverToClientMs: 0,
      clientToServerMs: 0,
    });
  });
});

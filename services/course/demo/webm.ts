// A small EBML (Matroska/WebM) reader and the one edit the demo videos need: writing the Duration
// element into the Segment's Info. MediaRecorder writes a live stream (no Duration, no Cues), so a
// browser would report `video.duration === Infinity` until it has read the whole file. Used by
// scripts/make-course-videos.ts (fix and verify) and services/course/demo/content.test.ts (each
// lesson's durationSeconds against its file). Pure: bytes in, bytes out.

const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  Cluster: 0x1f43b675,
  Cues: 0x1c53bb6b,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
} as const;

/** Level-1 elements: an unknown-size Cluster ends where one of these begins. */
const LEVEL1 = new Set<number>([ID.SeekHead, ID.Info, ID.Tracks, ID.Cluster, ID.Cues, 0x1941a469, 0x1043a770, 0x1254c367]);

export interface EbmlElement {
  id: number;
  /** Offset of the element's first byte (its ID). */
  start: number;
  /** Offset of its data. */
  dataStart: number;
  /** Data size; null when written as "unknown" (live streams). */
  size: number | null;
  /** Byte length of the size field as written. */
  sizeLength: number;
}

function vintLength(first: number): number {
  for (let length = 1; length <= 8; length++) if (first & (0x80 >> (length - 1))) return length;
  throw new Error('EBML: invalid variable-length integer');
}

/** Reads one element header at `offset`. */
export function readHeader(buf: Uint8Array, offset: number): EbmlElement {
  const idByte = buf[offset];
  if (idByte === undefined) throw new Error(`EBML: truncated at ${offset}`);
  const idLength = vintLength(idByte);
  if (idLength > 4) throw new Error(`EBML: element ID longer than 4 bytes at ${offset}`);
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + (buf[offset + i] ?? 0);
  const sizeOffset = offset + idLength;
  const sizeByte = buf[sizeOffset];
  if (sizeByte === undefined) throw new Error(`EBML: truncated at ${sizeOffset}`);
  const sizeLength = vintLength(sizeByte);
  let size = sizeByte & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const b = buf[sizeOffset + i] ?? 0;
    size = size * 256 + b;
    allOnes &&= b === 0xff;
  }
  return { id, start: offset, dataStart: sizeOffset + sizeLength, size: allOnes ? null : size, sizeLength };
}

function readUint(buf: Uint8Array, offset: number, length: number): number {
  let value = 0;
  for (let i = 0; i < length; i++) value = value * 256 + (buf[offset + i] ?? 0);
  return value;
}

function readFloat(buf: Uint8Array, offset: number, length: number): number {
  const view = new DataView(buf.buffer, buf.byteOffset + offset, length);
  if (length === 4) return view.getFloat32(0);
  if (length === 8) return view.getFloat64(0);
  throw new Error(`EBML: float of ${length} bytes`);
}

/** The children of the element whose data spans [from, to) (an unknown size ends at `to` or at a level-1 element). */
function children(buf: Uint8Array, from: number, to: number, stopAtLevel1: boolean): EbmlElement[] {
  const out: EbmlElement[] = [];
  let offset = from;
  while (offset < to) {
    const element = readHeader(buf, offset);
    if (stopAtLevel1 && LEVEL1.has(element.id)) break;
    out.push(element);
    if (element.size === null) {
      // Only a Cluster (or the Segment) is written with an unknown size; it runs to the next level-1 element.
      const inner = children(buf, element.dataStart, to, true);
      const last = inner.at(-1);
      offset = last ? last.dataStart + (last.size ?? 0) : element.dataStart;
      element.size = offset - element.dataStart;
    } else {
      offset = element.dataStart + element.size;
    }
  }
  return out;
}

function segmentOf(buf: Uint8Array): { segment: EbmlElement; end: number; level1: EbmlElement[] } {
  const top = readHeader(buf, 0);
  if (top.id !== ID.EBML || top.size === null) throw new Error('not a WebM file: no EBML header');
  const segment = readHeader(buf, top.dataStart + top.size);
  if (segment.id !== ID.Segment) throw new Error('not a WebM file: no Segment');
  const end = segment.size === null ? buf.length : Math.min(buf.length, segment.dataStart + segment.size);
  return { segment, end, level1: children(buf, segment.dataStart, end, false) };
}

export interface WebmInfo {
  /** The Duration element in seconds, or null when the file has none. */
  durationSeconds: number | null;
  /** Nanoseconds per timecode unit (1 000 000 = milliseconds). */
  timecodeScale: number;
  /** The timestamp of the last video/audio block, seconds (where the content really ends, less one frame). */
  lastBlockSeconds: number;
  blockCount: number;
  hasCues: boolean;
}

/** Reads a WebM file's Info (Duration, TimecodeScale) and the timestamps of its blocks. */
export function readWebmInfo(buf: Uint8Array): WebmInfo {
  const { end, level1 } = segmentOf(buf);
  let timecodeScale = 1_000_000;
  let duration: number | null = null;
  let lastBlock = 0;
  let blockCount = 0;
  let hasCues = false;
  for (const element of level1) {
    const elementEnd = element.dataStart + (element.size ?? 0);
    if (element.id === ID.Info) {
      for (const child of children(buf, element.dataStart, elementEnd, false)) {
        if (child.id === ID.TimecodeScale) timecodeScale = readUint(buf, child.dataStart, child.size ?? 0);
        if (child.id === ID.Duration) duration = readFloat(buf, child.dataStart, child.size ?? 0);
      }
    } else if (element.id === ID.Cluster) {
      let clusterTime = 0;
      for (const child of children(buf, element.dataStart, Math.min(end, elementEnd), true)) {
        if (child.id === ID.Timecode) clusterTime = readUint(buf, child.dataStart, child.size ?? 0);
        const blocks = child.id === ID.BlockGroup
          ? children(buf, child.dataStart, child.dataStart + (child.size ?? 0), false).filter((c) => c.id === ID.Block)
          : child.id === ID.SimpleBlock ? [child] : [];
        for (const block of blocks) {
          const trackLength = vintLength(buf[block.dataStart] ?? 0x80);
          const relative = new DataView(buf.buffer, buf.byteOffset + block.dataStart + trackLength, 2).getInt16(0);
          lastBlock = Math.max(lastBlock, clusterTime + relative);
          blockCount++;
        }
      }
    } else if (element.id === ID.Cues) {
      hasCues = true;
    }
  }
  return {
    durationSeconds: duration === null ? null : (duration * timecodeScale) / 1e9,
    timecodeScale,
    lastBlockSeconds: (lastBlock * timecodeScale) / 1e9,
    blockCount,
    hasCues,
  };
}

function encodeSize(size: number, length: number): Uint8Array {
  if (size >= 2 ** (7 * length) - 1) throw new Error(`EBML: ${size} does not fit a ${length}-byte size`);
  const out = new Uint8Array(length);
  let rest = size;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = (out[0] ?? 0) | (0x80 >> (length - 1));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * The file with its Segment Info's Duration set to `seconds` (an existing Duration is replaced).
 * The Info grows by the new element: a known Segment size and SeekHead positions after the Info are
 * moved by as much, so the rest of the file stays valid.
 */
export function setWebmDuration(buf: Uint8Array, seconds: number): Uint8Array {
  if (!(seconds > 0) || !Number.isFinite(seconds)) throw new Error(`setWebmDuration: bad duration ${seconds}`);
  const { segment, level1 } = segmentOf(buf);
  const info = level1.find((e) => e.id === ID.Info);
  if (!info || info.size === null) throw new Error('WebM: no Segment Info');
  const infoEnd = info.dataStart + info.size;
  let timecodeScale = 1_000_000;
  const kept: Uint8Array[] = [];
  for (const child of children(buf, info.dataStart, infoEnd, false)) {
    const childEnd = child.dataStart + (child.size ?? 0);
    if (child.id === ID.TimecodeScale) timecodeScale = readUint(buf, child.dataStart, child.size ?? 0);
    if (child.id !== ID.Duration) kept.push(buf.subarray(child.start, childEnd));
  }
  const durationElement = new Uint8Array(11);
  durationElement.set([0x44, 0x89, 0x88]);
  new DataView(durationElement.buffer).setFloat64(3, (seconds * 1e9) / timecodeScale);
  const data = concat([...kept, durationElement]);
  const newInfo = concat([buf.subarray(info.start, info.start + 4), encodeSize(data.length, 8), data]);
  const delta = newInfo.length - (infoEnd - info.start);

  const out = concat([buf.subarray(0, info.start), newInfo, buf.subarray(infoEnd)]);
  if (segment.size !== null) {
    out.set(encodeSize(segment.size + delta, segment.sizeLength), segment.dataStart - segment.sizeLength);
  }
  // SeekHead positions are relative to the Segment's data; the ones past the Info move by delta.
  const infoPosition = info.start - segment.dataStart;
  for (const seekHead of level1.filter((e) => e.id === ID.SeekHead && e.start < info.start)) {
    for (const seek of children(out, seekHead.dataStart, seekHead.dataStart + (seekHead.size ?? 0), false)) {
      if (seek.id !== ID.Seek) continue;
      for (const field of children(out, seek.dataStart, seek.dataStart + (seek.size ?? 0), false)) {
        if (field.id !== ID.SeekPosition || field.size === null) continue;
        const position = readUint(out, field.dataStart, field.size);
        if (position <= infoPosition) continue;
        const moved = position + delta;
        if (moved >= 2 ** (8 * field.size)) throw new Error('WebM: a SeekPosition no longer fits its field');
        for (let i = field.size - 1, rest = moved; i >= 0; i--, rest = Math.floor(rest / 256)) out[field.dataStart + i] = rest % 256;
      }
    }
  }
  return out;
}

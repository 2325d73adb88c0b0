import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isNonPublicIp, isNonPublicIpv4, parseIpLiteral, parseIpv4, parseIpv6 } from './ip';

const quad = (a: number, b: number, c: number, d: number): number => ((a * 256 + b) * 256 + c) * 256 + d;

describe('parseIpv4', () => {
  it.each([
    ['127.0.0.1', quad(127, 0, 0, 1)],
    ['2130706433', quad(127, 0, 0, 1)],
    ['0x7f.1', quad(127, 0, 0, 1)],
    ['0x7F000001', quad(127, 0, 0, 1)],
    ['0177.0.0.1', quad(127, 0, 0, 1)],
    ['127.1', quad(127, 0, 0, 1)],
    ['10.1.65535', quad(10, 1, 255, 255)],
    ['8.8.8.8.', quad(8, 8, 8, 8)],
    ['0x', 0],
    ['0', 0],
  ])('%s', (text, value) => {
    expect(parseIpv4(text)).toBe(value);
  });

  it.each(['', 'example.com', '1.2.3.4.5', '256.0.0.1', '1.2.3.256', '4294967296', '08.1.1.1', '0xg.1', '1..2.3', 'a.1'])(
    'rejects %s',
    (text) => {
      expect(parseIpv4(text)).toBeUndefined();
    },
  );
});

describe('parseIpv6', () => {
  it('parses full, compressed and dotted forms', () => {
    expect(parseIpv6('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6('fe80::1:2')).toEqual([0xfe80, 0, 0, 0, 0, 0, 1, 2]);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6('2001:DB8::')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
  });

  it.each(['1:2:3', '1::2::3', '12345::', ':::', '1:2:3:4:5:6:7:8:9', '1:2:3:4::5:6:7:8', '::1.2.3', 'g::1', '::1%eth0', '127.0.0.1'])(
    'rejects %s',
    (text) => {
      expect(parseIpv6(text)).toBeUndefined();
    },
  );
});

describe('non-public ranges', () => {
  it.each([
    '0.0.0.0', '0.255.255.255', '10.0.0.1', '10.255.255.255', '100.64.0.1', '100.127.255.255', '127.0.0.1',
    '127.255.255.254', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.0.1', '192.168.255.255',
    '224.0.0.1', '255.255.255.255', '198.18.0.1', '192.0.2.5',
  ])('IPv4 %s is not public', (text) => {
    expect(isNonPublicIpv4(parseIpv4(text) ?? -1)).toBe(true);
  });

  it.each(['8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '169.253.0.1',
    '192.167.255.255', '192.169.0.0', '11.0.0.1', '126.255.255.255', '128.0.0.1', '223.255.255.255'])(
    'IPv4 %s is public',
    (text) => {
      expect(isNonPublicIpv4(parseIpv4(text) ?? -1)).toBe(false);
    },
  );

  it.each(['::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1',
    '::ffff:192.168.1.1', '::127.0.0.1', '64:ff9b::a00:1', '2002:c0a8:101::1', '2001:db8::1', '100::1'])(
    'IPv6 %s is not public',
    (text) => {
      const ip = parseIpLiteral(text);
      expect(ip).toBeDefined();
      expect(ip && isNonPublicIp(ip)).toBe(true);
    },
  );

  it.each(['2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8', '2002:808:808::1', '64:ff9b::808:808'])(
    'IPv6 %s is public',
    (text) => {
      const ip = parseIpLiteral(text);
      expect(ip && isNonPublicIp(ip)).toBe(false);
    },
  );

  it('parseIpLiteral accepts brackets and returns undefined for names', () => {
    expect(parseIpLiteral('[::1]')).toEqual({ version: 6, groups: [0, 0, 0, 0, 0, 0, 0, 1] });
    expect(parseIpLiteral('example.com')).toBeUndefined();
    expect(parseIpLiteral('[example]')).toBeUndefined();
  });

  it('property: every address in 10/8, 127/8, 192.168/16 and 172.16/12 is private in all notations', () => {
    const privateIp = fc.oneof(
      fc.integer({ min: quad(10, 0, 0, 0), max: quad(10, 255, 255, 255) }),
      fc.integer({ min: quad(127, 0, 0, 0), max: quad(127, 255, 255, 255) }),
      fc.integer({ min: quad(192, 168, 0, 0), max: quad(192, 168, 255, 255) }),
      fc.integer({ min: quad(172, 16, 0, 0), max: quad(172, 31, 255, 255) }),
    );
    fc.assert(
      fc.property(privateIp, (ip) => {
        for (const text of [String(ip), `0x${ip.toString(16)}`, `0${ip.toString(8)}`]) {
          const parsed = parseIpv4(text);
          expect(parsed).toBe(ip);
          expect(isNonPublicIpv4(ip)).toBe(true);
        }
        const v6 = parseIpLiteral(`::ffff:${Math.floor(ip / 65536).toString(16)}:${(ip % 65536).toString(16)}`);
        expect(v6 && isNonPublicIp(v6)).toBe(true);
      }),
    );
  });
});

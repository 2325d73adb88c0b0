// Exits 0 when a Redis server answers PING at the given URL (redis://host:port) within 2 seconds.
import { createConnection } from 'node:net';
const { hostname, port } = new URL(process.argv[2] ?? 'redis://127.0.0.1:6379');
const socket = createConnection({ host: hostname, port: Number(port || 6379) });
const done = (ok) => { socket.destroy(); process.exit(ok ? 0 : 1); };
socket.setTimeout(2000, () => done(false));
socket.on('error', () => done(false));
socket.on('connect', () => socket.write('PING\r\n'));
socket.on('data', (data) => done(data.toString().startsWith('+PONG')));

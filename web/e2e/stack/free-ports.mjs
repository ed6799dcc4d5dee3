// Prints the first port of a run of free ports, for an end-to-end stack started without E2E_PORT.
// `node free-ports.mjs <count>`: the stack takes PORT to PORT+10 (its emulators and stand-ins),
// so every one of them must be free, not just the first. Run as a child process because the
// Playwright config is read synchronously and binding a port to try it is not.
import { createServer } from 'node:net';

const count = Number(process.argv[2] ?? 11);
// Away from the ports people pick by hand (3000, 3100, 4xxx) and below the kernel's ephemeral range.
const LOWEST = 20_000;
const HIGHEST = 32_000;

/** Whether nothing listens on `port`, on any interface (DynamoDB Local binds them all). */
const isFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });

for (let attempt = 0; attempt < 50; attempt++) {
  // A random start, so two runs starting at the same moment rarely try the same ports.
  const base = LOWEST + Math.floor(Math.random() * ((HIGHEST - LOWEST) / count)) * count;
  let free = true;
  for (let port = base; port < base + count && free; port++) free = await isFree(port);
  if (free) {
    process.stdout.write(String(base));
    process.exit(0);
  }
}
console.error(`no ${count} free ports in a row between ${LOWEST} and ${HIGHEST}`);
process.exit(1);

import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, lostPortRace, startRetryingLostPorts } from './ports';
import { spawnChild, waitUntil } from './child-processes';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

const listen = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    servers.push(server);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

describe('lostPortRace', () => {
  it('knows a listen on a port another server took in the meantime', async () => {
    // Prepare: a port picked free, then taken before it is bound.
    const port = await freePort();
    await listen(port);

    // Act
    const failure = await listen(port).then(
      () => undefined,
      (error: unknown) => error,
    );

    // Assess
    expect(lostPortRace(failure)).toBe(true);
  });

  it('knows an emulator that died while starting', async () => {
    // Prepare: a process that exits at once, watched as an emulator's start is.
    const child = spawnChild(process.execPath, ['-e', 'process.exit(1)'], {
      prefix: 'test',
      quiet: true,
    });

    // Act
    const failure = await waitUntil('the test emulator', async () => false, { child }).then(
      () => undefined,
      (error: unknown) => error,
    );

    // Assess
    expect(lostPortRace(failure)).toBe(true);
  });

  it('leaves other failures to be reported as they are', () => {
    expect(lostPortRace(new Error('cognito-local created a pool without an id'))).toBe(false);
    expect(lostPortRace(Object.assign(new Error('denied'), { code: 'EACCES' }))).toBe(false);
    expect(lostPortRace('EADDRINUSE')).toBe(false);
  });
});

describe('startRetryingLostPorts', () => {
  it('starts again on a new port when the one it picked was taken in between', async () => {
    // Prepare: the first pick is taken before the start binds it.
    const taken = await freePort();
    await listen(taken);
    const picks = [taken];
    const retried: string[] = [];

    // Act
    const bound = await startRetryingLostPorts(
      async () => {
        const port = picks.shift() ?? (await freePort());
        await listen(port);
        return port;
      },
      (error) => retried.push((error as NodeJS.ErrnoException).code ?? ''),
    );

    // Assess
    expect(bound).not.toBe(taken);
    expect(retried).toEqual(['EADDRINUSE']);
  });

  it('throws any other failure at once, and a lost port after the last try', async () => {
    // Prepare
    let starts = 0;
    const taken = await freePort();
    await listen(taken);

    // Act
    const other = startRetryingLostPorts(
      () => {
        starts += 1;
        return Promise.reject(new Error('cognito-local created a pool without an id'));
      },
      () => {},
    );
    await expect(other).rejects.toThrow('without an id');
    const startsForOther = starts;
    starts = 0;
    const alwaysTaken = startRetryingLostPorts(
      () => {
        starts += 1;
        return listen(taken);
      },
      () => {},
    );

    // Assess
    await expect(alwaysTaken).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(startsForOther).toBe(1);
    expect(starts).toBe(3);
  });
});

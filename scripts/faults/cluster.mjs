// PostgreSQL: a cluster of this run's own, made with initdb in the run's temporary folder, and looks at its tables.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { check, cleanups, PG_BIN, tmp } from './common.mjs';
import { portIsFree } from './providers.mjs';

const asRoot = process.getuid?.() === 0;

function pgCommand(command, args) {
  const binary = path.join(PG_BIN, command);
  // initdb and postgres refuse to run as root: as root, run them as the postgres user.
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  return execFileSync(file, argv, { cwd: tmp, stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 }).toString();
}

export async function createCluster() {
  let port;
  for (let candidate = 5440; candidate <= 5449 && !port; candidate += 1) {
    if (await portIsFree(candidate)) port = candidate;
  }
  check(port, 'no free port in 5440–5449 for the test cluster');
  const data = path.join(tmp, 'pg');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    fs.chownSync(tmp, uid, gid);
  }
  pgCommand('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const cluster = {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/staynaija`,
    running: false,
    start() {
      const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${tmp} -c fsync=off -c full_page_writes=off`;
      pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', path.join(tmp, 'pg.log'), '-w', '-t', '30', 'start']);
      cluster.running = true;
    },
    stop(mode = 'fast') {
      pgCommand('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '30', 'stop']);
      cluster.running = false;
    },
  };
  cleanups.push(async () => {
    if (cluster.running) cluster.stop('immediate');
  });
  cluster.start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database staynaija');
  await admin.end();
  return cluster;
}

/** A short-lived connection to the test cluster for one look at its tables. */
export async function query(cluster, text, values = []) {
  const client = new pg.Client({ connectionString: cluster.url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

export const outboxRows = (cluster, recipient) =>
  query(
    cluster,
    `select channel, status, attempts, last_error, next_attempt_at, next_attempt_at > now() as leased
       from notification_outbox where recipient = $1 order by created_at`,
    [recipient],
  );

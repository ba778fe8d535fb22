/**
 * `pnpm bench:api`: POST /api/contact/submit under load, against PGlite and then PostgreSQL
 * (DATABASE_URL, in a scratch database created there, else a throwaway cluster started durable:
 * fsync, synchronous commit and full-page writes on, as production runs it), each with the mails
 * written to the outbox as the server does, then with mail off. The server (bench/server.ts) runs as
 * a child process on 127.0.0.1 and a free port with a fresh DATA_DIR; autocannon runs here. Figures,
 * not a test. BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_LOG_LEVEL, BENCH_NODE_ARGS (e.g.
 * `--cpu-prof`, for the server), BENCH_DATABASES (`pglite,postgres`), BENCH_MAIL (`outbox,off`) and
 * BENCH_DURABLE (`off` for the throwaway cluster without fsync, to compare) change the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster } from '../test/support/postgres-cluster.js';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
const listOf = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').map((item) => item.trim());
const databases = listOf(process.env.BENCH_DATABASES, 'pglite,postgres');
const mailModes = listOf(process.env.BENCH_MAIL, 'outbox,off') as Figures['mail'][];
const durable = process.env.BENCH_DURABLE !== 'off';
const path = '/api/contact/submit';

interface Figures {
  database: string;
  mail: 'outbox' | 'off';
  perSecond: number;
  p50: number;
  p99: number;
  peakRssMb: number | undefined;
  /** The server's resident memory once a second during the measured run. */
  rssMb: number[];
  failed: number;
  /** Mails written to the outbox folder by the end of the measured run, and submissions stored then. */
  mailsWritten?: number;
  submissions?: number;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** A figure of /proc/<pid>/status in MB: VmHWM is the peak resident memory, VmRSS the current one. */
function memoryMb(pid: number | undefined, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Samples the server's resident memory once a second until stopped, printing each sample. */
function sampleMemory(pid: number | undefined): () => number[] {
  const samples: number[] = [];
  const timer = setInterval(() => {
    const rss = memoryMb(pid, 'VmRSS');
    if (rss === undefined) return;
    samples.push(rss);
    process.stdout.write(` ${rss.toFixed(0)}`);
  }, 1000);
  process.stdout.write('  RSS MB each second:');
  return () => {
    clearInterval(timer);
    process.stdout.write('\n');
    return samples;
  };
}

async function countFiles(dir: string): Promise<number> {
  return readdir(dir).then(
    (names) => names.filter((name) => name.endsWith('.eml')).length,
    () => 0,
  );
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/server.ts'], {
    cwd: packageDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: logLevel },
    // The request log goes nowhere, as a log file would take it; errors show.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not start within 60 s');
}

const names = ['Asha Rao', 'Ravi Kumar', 'Meera Iyer', 'John Mathew', 'Fatima Sheikh'];

/** A valid contact form, different each time (address and mobile), as real visitors send them. */
function nextBody(n: number): string {
  const mobile = `9${String(100_000_000 + ((n * 7_919) % 900_000_000)).padStart(9, '0')}`;
  return JSON.stringify({
    fullName: names[n % names.length],
    email: `visitor.${n}.${randomUUID().slice(0, 8)}@example.org`,
    mobile,
    message: `I would like to know more about your programmes (question ${n}).`,
  });
}

let sent = 0;
function load(url: string, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: nextBody(sent++) }),
      },
    ],
  });
}

async function benchOne(database: string, mail: Figures['mail'], env: NodeJS.ProcessEnv): Promise<Figures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-bench-'));
  const { child, url } = await startServer({
    ...env,
    DATA_DIR: dataDir,
    SITE_DIR: join(dataDir, 'no-site'),
    RATE_LIMIT_PER_MINUTE: '1000000000',
    SMTP_URL: '',
    BENCH_MAIL: mail,
  });
  try {
    console.log(
      `${database}, mail ${mail}: warming up (3 s), then ${duration} s with ${connections} connections`,
    );
    const warmUp = await load(url, 3);
    const stopSampling = sampleMemory(child.pid);
    const result = await load(url, duration);
    const rssMb = stopSampling();
    const mailsWritten = mail === 'outbox' ? await countFiles(join(dataDir, 'outbox')) : undefined;
    return {
      database,
      mail,
      perSecond: result['2xx'] / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      peakRssMb: memoryMb(child.pid, 'VmHWM'),
      rssMb,
      failed: result.non2xx + result.errors,
      ...(mailsWritten === undefined ? {} : { mailsWritten, submissions: warmUp['2xx'] + result['2xx'] }),
    };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await once(child, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** With the mails written to the outbox, as the server does without SMTP_URL; then with mail off. */
async function bench(database: string, env: NodeJS.ProcessEnv): Promise<Figures[]> {
  const rows: Figures[] = [];
  for (const mail of mailModes) rows.push(await benchOne(database, mail, env));
  return rows;
}

/** What the PostgreSQL server really runs with, printed beside its figures. */
async function describeDurability(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const settings = ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method'];
    const values: string[] = [];
    for (const name of settings) {
      const { rows } = await client.query<Record<string, string>>(`show ${name}`);
      values.push(`${name}=${rows[0]?.[name]}`);
    }
    return values.join(', ');
  } finally {
    await client.end();
  }
}

/** A scratch database on the server of DATABASE_URL, dropped afterwards: its own data stay untouched. */
async function onDatabaseUrl(databaseUrl: string): Promise<Figures[]> {
  const name = `api_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    console.log(`PostgreSQL (DATABASE_URL): ${await describeDurability(url.toString())}`);
    return await bench('PostgreSQL (DATABASE_URL)', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

async function onThrowawayCluster(): Promise<Figures[]> {
  const cluster = await startCluster({ durable });
  try {
    console.log(`PostgreSQL (throwaway cluster): ${await describeDurability(cluster.url)}`);
    return await bench('PostgreSQL (throwaway)', { DATABASE_URL: cluster.url });
  } finally {
    await cluster.stop();
  }
}

function printTable(rows: Figures[]): void {
  const fixed = (value: number | undefined, digits = 1) =>
    value === undefined ? 'n/a' : value.toFixed(digits);
  const table = [
    [
      'database',
      'mail',
      'submissions/s',
      'p50 ms',
      'p99 ms',
      'RSS MB during run',
      'peak RSS MB',
      'failed',
      'mails out',
    ],
    ...rows.map((row) => [
      row.database,
      row.mail,
      fixed(row.perSecond, 0),
      fixed(row.p50, 0),
      fixed(row.p99, 0),
      row.rssMb.length > 0
        ? `${fixed(Math.min(...row.rssMb), 0)}-${fixed(Math.max(...row.rssMb), 0)}`
        : 'n/a',
      fixed(row.peakRssMb, 0),
      String(row.failed),
      row.mailsWritten === undefined ? '' : `${row.mailsWritten}/${2 * (row.submissions ?? 0)}`,
    ]),
  ];
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(`\n${line(table[0] ?? [])}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of table.slice(1)) console.log(line(row));
  console.log(`\nPOST ${path}, ${connections} connections, ${duration} s, LOG_LEVEL=${logLevel}`);
  console.log(
    'mails out: mails written to the outbox by the end of the measured run / two per acknowledged submission ' +
      '(warm-up included); the rest are still waiting to be sent.',
  );
}

const rows: Figures[] = [];
if (databases.includes('pglite')) rows.push(...(await bench('PGlite', { DATABASE_URL: '' })));
const { DATABASE_URL: databaseUrl } = process.env;
if (databases.includes('postgres')) {
  try {
    rows.push(...(databaseUrl ? await onDatabaseUrl(databaseUrl) : await onThrowawayCluster()));
  } catch (error) {
    console.error(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
  }
}
printTable(rows);

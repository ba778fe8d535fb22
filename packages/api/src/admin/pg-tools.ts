import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `pg_dump` or `pg_restore`: Debian's newest version first (its folder is not on the PATH, and a dump
 * needs a pg_dump at least as new as the server), else the PATH.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  } catch {
    // Not Debian's layout: the PATH alone.
  }
  const debian = versions.map((version) => `/usr/lib/postgresql/${version}/bin/${name}`);
  const onPath = (process.env.PATH ?? '').split(':').map((dir) => join(dir, name));
  const found = [...debian, ...onPath].find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      `${name} not found: install PostgreSQL's client tools (apt-get install postgresql-client)`,
    );
  }
  return found;
}

/**
 * The connection as libpq's environment variables: a password in the command's arguments would be
 * readable by every user of the machine (ps), its environment is not.
 */
export function postgresEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const set = (key: string, value: string | null | undefined) => {
    if (value) env[key] = decodeURIComponent(value);
  };
  set('PGHOST', url.hostname.replace(/^\[|\]$/g, '') || url.searchParams.get('host'));
  set('PGPORT', url.port);
  set('PGUSER', url.username);
  set('PGPASSWORD', url.password);
  set('PGDATABASE', url.pathname.slice(1));
  set('PGSSLMODE', url.searchParams.get('sslmode'));
  return env;
}

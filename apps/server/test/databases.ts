import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The same server, another database name. */
export const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

export const TEMPLATE_NAME = 'farmasi_test_template';

/** Runs statements that cannot run inside a transaction (CREATE/DROP DATABASE) on the server. */
export const onServer = async (url: string, ...statements: string[]) => {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
};

export const uniqueDatabaseName = () => `farmasi_test_${randomBytes(6).toString('hex')}`;

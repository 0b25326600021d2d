// A new, empty database on the PostgreSQL server of DATABASE_URL, so the benchmark sees a real first
// start (migrations, demo); dropped afterwards.
import pg from 'pg';

export async function scratchDatabase(serverUrl: string) {
  const name = `vitrine_memory_${process.pid}_${Date.now()}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

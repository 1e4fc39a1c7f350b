import postgres from "postgres";

/**
 * A brand-new database on the PostgreSQL server at `serverUrl`, empty or a copy of `template`
 * (which nobody may be connected to): its name, its URL, and the way to drop it.
 */
export async function createDatabase(
  serverUrl: string,
  { prefix = "kedai_test", template = null }: { prefix?: string; template?: string | null } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The server's test files split by whether they open the database under test, paths relative to the repository. */
export function serverTestFilesByDatabase(): { database: string[]; noDatabase: string[] };

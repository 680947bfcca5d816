import { connect, createServer, type Server, type Socket } from "node:net";
import { once } from "node:events";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  runPostgresSuites,
  startTestPostgres,
  type TestPostgres,
  warnWhenPostgresMissing,
} from "../testing/postgres.ts";
import { openDatabase } from "./database.ts";

warnWhenPostgresMissing("the PostgreSQL connection tests");

/** A TCP relay to PostgreSQL whose connections the test can reset, as a dying server or network would. */
async function resettableRelay(target: number) {
  const sockets: Socket[] = [];
  const relay: Server = createServer((client) => {
    const upstream = connect(target, "127.0.0.1");
    sockets.push(client, upstream);
    client.pipe(upstream).pipe(client);
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
  });
  relay.listen(0, "127.0.0.1");
  await once(relay, "listening");
  const address = relay.address();
  if (!address || typeof address !== "object") throw new Error("The relay has no port.");
  return {
    port: address.port,
    resetAll: () => sockets.splice(0).forEach((socket) => socket.resetAndDestroy()),
    close: () => new Promise((resolve) => relay.close(resolve)),
  };
}

describe.skipIf(!runPostgresSuites)("a PostgreSQL connection lost while in use", () => {
  let cluster: TestPostgres;
  beforeAll(async () => {
    cluster = await startTestPostgres();
  }, 120_000);
  afterAll(() => cluster?.destroy(), 60_000);

  // Found by the database outage fault test: pg-pool listens for errors only on idle clients, so a
  // reset connection in the middle of a transaction ended the whole server process.
  it("fails that transaction, keeps the process alive, and the next query gets a new connection", async () => {
    const relay = await resettableRelay(cluster.port);
    const uncaught: Error[] = [];
    const recordUncaught = (error: Error) => uncaught.push(error);
    process.on("uncaughtExceptionMonitor", recordUncaught);
    const database = openDatabase(
      { DATA_DIR: "", DATABASE_URL: `postgres://postgres@127.0.0.1:${relay.port}/postgres` },
      () => {},
    );
    try {
      const transaction = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        relay.resetAll();
        // The client sits checked out, between two statements, when its socket is reset.
        await new Promise((resolve) => setTimeout(resolve, 100));
        await sql`select 2`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(database.db);
      expect(rows).toEqual([{ answer: 42 }]);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtExceptionMonitor", recordUncaught);
      await database.close();
      await relay.close();
    }
  }, 60_000);
});

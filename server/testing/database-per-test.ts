import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { DatabaseHandle } from "../db/database.ts";
import type { TestBackend } from "./api.ts";

/** The database of the test that is running, as `databasePerTest` keeps it. */
export type TestDatabase = {
  /**
   * This test's handle. A test that reopens the database (`backend.openAgain()`, `bringBack()`)
   * assigns the new handle here, so that it is the one closed after the test.
   */
  handle: DatabaseHandle;
};

/**
 * Gives every test in the surrounding suite (or file) a fresh, migrated, empty database of its own,
 * so that no test sees another's rows. Call it before the suite's own hooks: vitest runs the
 * before-hooks in the order they are declared and the after-hooks in reverse, so the suite's own
 * setup can use the handle and its own cleanup runs while the handle is still open.
 */
export function databasePerTest(backend: TestBackend): TestDatabase {
  let current: DatabaseHandle | undefined;
  // Starting a PostgreSQL cluster (initdb) takes far longer than vitest's default hook timeout.
  beforeAll(() => backend.setUp(), 120_000);
  afterAll(() => backend.tearDown(), 60_000);
  beforeEach(async () => {
    current = await backend.open();
  }, 30_000);
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get handle() {
      if (!current)
        throw new Error("A test's database is open only inside a test and its beforeEach/afterEach.");
      return current;
    },
    set handle(reopened) {
      current = reopened;
    },
  };
}

import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker. Two: while one file waits on PGlite, a server
    // process or the disk, the other runs. The browser journeys (fileParallelism: false) run after
    // every other file, one at a time, so their 1-second live checks never share the machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "tools",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "domain",
          include: ["packages/domain/test/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          // *.pg.test.ts need a PostgreSQL server (several processes sharing one database): they run
          // when TEST_DATABASE_URL names one, as CI's second pass does, and are left out otherwise.
          exclude: process.env.TEST_DATABASE_URL ? [] : ["apps/server/test/**/*.pg.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/helpers/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["apps/web/src/test/setup.ts"],
          // Pages are lazy chunks transformed on first visit; the first test of a file waits for them.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          environment: "node",
          // One real server (demo data, built web app) for the run; see e2e/support.
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: "forks",
          fileParallelism: false,
        },
      },
    ],
  },
});

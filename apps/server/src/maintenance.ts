import type { FastifyBaseLogger } from "fastify";
import type { Env } from "./config/env";
import { backupDatabase, newestBackupTime } from "./db/backup";
import { BACKUP_HOUR, nextBackupDelay, untilBusinessHour } from "./db/backup-schedule";
import type { DatabaseHandle, Tx } from "./db/client";
import { runJobAlone } from "./lib/write-guards";
import { deleteExpiredSessions } from "./modules/auth/session.service";
import { pruneOrderEvents } from "./modules/events/order-events";
import type { Ojol } from "./modules/ojol/ojol";
import type { PaymentGateway } from "./modules/payments/payment-gateway";
import { expireOverdueInvoices } from "./modules/payments/reconcile-payments";
import type { InvoiceSync } from "./modules/payments/sync-invoice";
import { retryXenditRefunds } from "./modules/refunds/xendit-refund";
import { pruneRateLimits } from "./plugins/rate-limit";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/**
 * Background upkeep: the food platforms' inbox, menus and calls (every minute), expired sessions,
 * order events past their resume window, ended rate-limit windows, online invoices past their expiry (Xendit may not call back when one expires), and for
 * the embedded database (which has neither autovacuum nor fsync) a VACUUM (ANALYZE) every 6 hours
 * and a daily backup at a quiet hour (db/backup-schedule). Every job that writes runs on one app instance at a time: it holds the job's
 * advisory lock (runJobAlone), and an instance that finds it taken skips that run. Timers never keep
 * the process alive.
 */
export function startMaintenance(
  database: DatabaseHandle,
  env: Env,
  log: FastifyBaseLogger,
  paymentGateway: PaymentGateway | null,
  invoiceSync: InvoiceSync,
  ojol: Ojol,
): () => void {
  const run = (name: string, task: () => Promise<unknown>) => () =>
    task().catch((err) => log.error({ err }, `maintenance task ${name} failed`));
  const exclusive = (name: string, job: (tx: Tx) => Promise<unknown>) =>
    run(name, () => runJobAlone(database.db, name, job));
  let backupTimer: NodeJS.Timeout | undefined;
  const timers = [
    setInterval(exclusive("sessions", deleteExpiredSessions), HOUR),
    setInterval(exclusive("order-events", pruneOrderEvents), HOUR),
    setInterval(exclusive("rate-limits", pruneRateLimits), HOUR),
    // Platform webhooks stored but not processed, the platforms' menus within a minute of a change
    // Kedai saw no request for (an ingredient running out with an order), calls a platform did
    // not take: each row is held while it is worked, so instances never do one twice.
    setInterval(
      run("ojol", () => ojol.catchUp()),
      MINUTE,
    ),
  ];
  if (paymentGateway) {
    // Takes the "payment-expiry" lock itself: only while it claims a batch, not while it asks Xendit.
    timers.push(
      setInterval(
        run("payment expiry", () => expireOverdueInvoices(database.db, paymentGateway, invoiceSync)),
        MINUTE,
      ),
      // Refunds Xendit could not be reached for; two instances asking at once send the same
      // idempotency key, so Xendit refunds once (docs/decisions/0049-refunds.md).
      setInterval(
        run("refund retry", () => retryXenditRefunds(database.db, paymentGateway, log)),
        5 * MINUTE,
      ),
    );
  }
  if (database.engine === "pglite") {
    timers.push(setInterval(run("vacuum", database.vacuum), 6 * HOUR));
    const backup = run("backup", async () => {
      const file = await backupDatabase(database, env.DATA_DIR);
      if (file) log.info({ file }, "daily backup written");
    });
    // Soon after start when one is due, then at the quiet hour each day (also after a failed run:
    // retrying at once would hold the database again in the middle of the day).
    const scheduleBackup = (delay: number) => {
      backupTimer = setTimeout(
        () =>
          void backup().then(() => scheduleBackup(untilBusinessHour(new Date(), env.BUSINESS_TIMEZONE, BACKUP_HOUR))),
        delay,
      ).unref();
    };
    scheduleBackup(nextBackupDelay(new Date(), env.BUSINESS_TIMEZONE, newestBackupTime(env.DATA_DIR)));
  }
  for (const t of timers) t.unref();
  return () => {
    for (const t of [...timers, backupTimer]) clearTimeout(t);
  };
}

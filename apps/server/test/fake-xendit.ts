import Fastify from "fastify";
import { SimulatedXendit, simulatedXenditApi } from "../src/modules/payments/simulated-xendit";

export type XenditRequest = {
  method: string;
  url: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
};

/**
 * A fake Xendit on 127.0.0.1 for the payment tests: the invoice and refund APIs in Xendit's JSON
 * (what the SDK parses), every request it received, and its invoices and refunds for a test to pay,
 * expire, refund or tamper with.
 */
export async function startFakeXendit() {
  const store = new SimulatedXendit((id) => `https://checkout.xendit.test/web/${id}`);
  const requests: XenditRequest[] = [];
  // The SDK creates invoices at "/v2/invoices/".
  const server = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  server.addHook("preHandler", async (request) => {
    requests.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      body: request.body,
    });
  });
  // A lost answer: Xendit did the work, the shop never heard (a timeout, a dropped connection).
  let loseNext: string | null = null;
  server.addHook("onSend", async (request, reply, payload) => {
    if (loseNext === null || !request.url.startsWith(loseNext)) return payload;
    loseNext = null;
    reply.status(503);
    return JSON.stringify({ error_code: "SERVER_ERROR", message: "answer lost" });
  });
  await server.register(simulatedXenditApi, { store });
  await server.listen({ port: 0, host: "127.0.0.1" });
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("fake Xendit is not listening");
  return {
    url: `http://127.0.0.1:${address.port}`,
    store,
    requests,
    /** The one invoice the shop opened for an order id (VNC-…). */
    invoiceOf: (externalId: string) => {
      const found = store.all().filter((invoice) => invoice.externalId === externalId && invoice.status !== "EXPIRED");
      if (found.length !== 1) throw new Error(`expected one live invoice for ${externalId}, found ${found.length}`);
      return found[0];
    },
    /** The next answer to a path starting with `path` is lost after Xendit acted on it (answered 503). */
    loseNextAnswer: (path: string) => {
      loseNext = path;
    },
    close: () => server.close(),
  };
}

import Fastify from "fastify";
import { SimulatedXendit, simulatedXenditApi } from "../src/modules/payments/simulated-xendit";

export type XenditRequest = { method: string; url: string; authorization: string | undefined; body: unknown };

/**
 * A fake Xendit on 127.0.0.1 for the payment tests: the invoice API in Xendit's JSON (what the SDK
 * parses), every request it received, and its invoices for a test to pay, expire or tamper with.
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
      body: request.body,
    });
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
    close: () => server.close(),
  };
}

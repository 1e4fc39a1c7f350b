import { afterAll } from "vitest";
import { startFakeXendit } from "./fake-xendit";
import { useTill } from "./till";

/** The token the fake Xendit's callbacks carry, and the app checks. */
export const CALLBACK_TOKEN = "token-callback-uji-1234567890";

/**
 * useTill against a fake Xendit (the payment, QRIS and refund tests): the app's Xendit settings
 * point at it, it closes after the file, and `xenditCallback` posts one of its callbacks to the
 * app as Xendit does (no CSRF, the callback token unless told another or none). Top of the file:
 * `const { xendit, ctx, ... } = await useTillWithXendit();`.
 */
export async function useTillWithXendit() {
  const xendit = await startFakeXendit();
  afterAll(() => xendit.close());
  const till = useTill({
    env: {
      XENDIT_SECRET_KEY: "xnd_development_kunci_uji",
      XENDIT_CALLBACK_TOKEN: CALLBACK_TOKEN,
      XENDIT_API_URL: xendit.url,
    },
  });
  const xenditCallback = (path: string, body: object, token: string | null = CALLBACK_TOKEN) =>
    till.ctx.client().post(path, body, { csrf: false, headers: token === null ? {} : { "x-callback-token": token } });
  return { xendit, xenditCallback, ...till };
}

import { OJOL_PLATFORMS, type OjolPlatform } from "@kedai/shared";
import type { Tx } from "../db/client";
import { platformLinks } from "../db/schema";
import { FAKE_CREDENTIALS } from "../modules/ojol/fakes/fake-platforms";
import type { LinkSecrets } from "../modules/ojol/platform-calls";
import type { SecretBox } from "../modules/ojol/secret-box";

/**
 * The demo outlet on GrabFood and GoFood: the platforms' ids of it, and their commission and
 * markup (docs/decisions/0061-ojol-demo-and-one-sender-per-call.md). The demo's past platform
 * orders (demo-orders.ts) are priced and charged with these, as the links would have recorded them.
 */
export const DEMO_OJOL_LINKS: Record<
  OjolPlatform,
  { merchantRef: string; commissionPercent: number; markupPercent: number }
> = {
  grabfood: { merchantRef: "1-DEMOKEDAIPUSAT", commissionPercent: 25, markupPercent: 20 },
  gofood: { merchantRef: "G-DEMO-PUSAT", commissionPercent: 20, markupPercent: 20 },
};

/**
 * Links the outlet to both platforms, switched on, accepting by the cashier ('Terima'), with the
 * credentials of the fakes that stand in for the platforms in demo mode, sealed like real ones.
 * Answers how many links it made.
 */
export async function insertDemoOjolLinks(tx: Tx, box: SecretBox, outletId: string): Promise<number> {
  // Without a key (only outside demo mode) no secret can be sealed: nothing is linked.
  if (!box.ready) return 0;
  const rows = OJOL_PLATFORMS.map((platform) => {
    const secrets: LinkSecrets =
      platform === "grabfood"
        ? {
            clientSecret: FAKE_CREDENTIALS.grabfood.clientSecret,
            inboundSecret: FAKE_CREDENTIALS.grabfood.partnerClientSecret,
          }
        : {
            clientSecret: FAKE_CREDENTIALS.gofood.clientSecret,
            inboundSecret: FAKE_CREDENTIALS.gofood.notificationSecret,
          };
    return {
      outletId,
      platform,
      ...DEMO_OJOL_LINKS[platform],
      enabled: true,
      autoAccept: false,
      clientId: FAKE_CREDENTIALS[platform].clientId,
      inboundClientId: platform === "grabfood" ? FAKE_CREDENTIALS.grabfood.partnerClientId : "",
      secretsCipher: box.seal(secrets),
    };
  });
  await tx.insert(platformLinks).values(rows);
  return rows.length;
}

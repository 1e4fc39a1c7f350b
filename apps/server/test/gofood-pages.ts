import type { z } from "zod";
import type { RecordedCall } from "../src/modules/ojol/fakes/fake-platforms";
import { gofoodCancelOrder, gofoodCatalog, gofoodOutletProperties } from "../src/modules/ojol/gofood/gofood-contract";

/*
 * GoBiz publishes no machine-readable contract: its calls' bodies are checked against the shapes
 * typed from its pages (gofood/gofood-contract.ts, docs/decisions/0055-ojol-platform-contracts.md),
 * as GrabFood's are against its document (grab-openapi.ts).
 */

/** Which of GoBiz's calls Kedai makes, by method and path, with their request body's shape (none: no body). */
const GOFOOD_CALLS: { method: string; path: RegExp; body: z.ZodType | null }[] = [
  { method: "PUT", path: /^\/integrations\/gofood\/outlets\/[^/]+\/v1\/catalog$/, body: gofoodCatalog },
  { method: "PATCH", path: /^\/integrations\/gofood\/outlets\/[^/]+\/v1\/properties$/, body: gofoodOutletProperties },
  {
    method: "PUT",
    path: /^\/integrations\/gofood\/outlets\/[^/]+\/v1\/orders\/(delivery|pickup)\/[^/]+\/accepted$/,
    body: null,
  },
  {
    method: "PUT",
    path: /^\/integrations\/gofood\/outlets\/[^/]+\/v1\/orders\/(delivery|pickup)\/[^/]+\/cancelled$/,
    body: gofoodCancelOrder,
  },
];

/** What GoBiz's pages find wrong in the calls Kedai made to the fake GoFood (none: []). */
export function gofoodCallComplaints(calls: RecordedCall[]): string[] {
  return calls.flatMap((call) => {
    const known = GOFOOD_CALLS.find((candidate) => candidate.method === call.method && candidate.path.test(call.path));
    if (!known) return [`no such call ${call.method} ${call.path}`];
    if (!known.body) return call.body === null ? [] : [`${call.method} ${call.path} takes no body`];
    const checked = known.body.safeParse(call.body);
    return checked.success
      ? []
      : checked.error.issues.map((issue) => `${call.method} ${call.path} ${issue.path.join(".")}: ${issue.message}`);
  });
}

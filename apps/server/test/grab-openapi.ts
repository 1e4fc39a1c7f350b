import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { parse } from "yaml";
import type { RecordedCall } from "../src/modules/ojol/fakes/fake-platforms";

/*
 * GrabFood's partner OpenAPI document as a validator for the tests (the fakes stay free of it, so
 * the demo and the bench need no dev dependency). OpenAPI 3.0 schemas carry keywords JSON Schema
 * does not know (example, x-…) and formats like int64: those are not judged.
 */
const document = parse(readFileSync(join(import.meta.dirname, "../src/modules/ojol/grab/openapi.yaml"), "utf8")) as {
  components: unknown;
};
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema({ $id: "grab", components: document.components });

/** The document's complaints about `body` as its schema `schema` (none: []). */
export function grabSchemaErrors(schema: string, body: unknown): string[] {
  const validate = ajv.getSchema(`grab#/components/schemas/${schema}`);
  if (!validate) throw new Error(`no schema ${schema} in GrabFood's document`);
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/** Which of Grab's operations Kedai calls, by method and path, with their request body's schema. */
const GRAB_OPERATIONS: Record<string, string> = {
  "POST /partner/v1/order/prepare": "AcceptOrderRequest",
  "POST /partner/v1/orders/mark": "MarkOrderRequest",
  "PUT /partner/v1/order/cancel": "CancelOrderRequest",
  "PUT /partner/v1/menu": "update_menu_request",
  "POST /partner/v1/merchant/menu/notification": "UpdateMenuNotifRequest",
  "PUT /partner/v1/merchant/pause": "PauseStoreRequest",
};

/** What GrabFood's document finds wrong in the calls Kedai made to its fake (none: []). */
export function grabCallComplaints(calls: RecordedCall[]): string[] {
  return calls.flatMap((call) => {
    const schema = GRAB_OPERATIONS[`${call.method} ${call.path}`];
    return schema ? grabSchemaErrors(schema, call.body) : [`no such operation ${call.method} ${call.path}`];
  });
}

import type { CateringBody } from "@kedai/shared";
import { api } from "../../../lib/api";

/** POST /catering: stored for the admins' catering list; the answer's message confirms it. */
export function submitCatering(body: CateringBody) {
  return api.post<{ message: string }>("/catering", body);
}

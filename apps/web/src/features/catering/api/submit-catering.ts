import { api } from "../../../lib/api";

export type CateringRequest = {
  name: string;
  email: string;
  phone: string;
  eventDate: string;
  guestCount: number;
  address: string;
  message: string;
};

/** POST /catering: stored for the admins' catering list; the answer's message confirms it. */
export function submitCatering(body: CateringRequest) {
  return api.post<{ message: string }>("/catering", body);
}

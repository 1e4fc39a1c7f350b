import { defineStatusMachine } from "../common/status-machine";
import { LOCATION_STATUSES, type LocationStatus } from "./locations.contract";

/** An outlet is switched off and on again by the admin; its history stays either way. */
export const locationStatusMachine = defineStatusMachine<LocationStatus>({
  statuses: LOCATION_STATUSES,
  initial: "Active",
  final: [],
  transitions: { Active: ["Inactive"], Inactive: ["Active"] },
});

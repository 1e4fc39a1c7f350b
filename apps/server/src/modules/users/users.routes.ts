import {
  AREA_ROLES,
  deleteAnswer,
  idParams,
  messageAnswer,
  setStaffPinBody,
  staffBody,
  staffList,
  staffRecord,
  staffUpdateBody,
  updateBody,
  waiterChoiceList,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import type { StaffPrincipal } from "../../plugins/auth";
import { staffCaller } from "../../plugins/auth";
import { setStaffPin } from "../auth/approval";
import { createStaff, deleteStaff, listStaff, updateStaff } from "./staff.service";
import { listWaiterChoices } from "./users.service";

const tags = ["users"];
/** Staff accounts are user management: admin only. */
const staffAccess = AREA_ROLES.userManagement;

export const userRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/waiters",
    { schema: { response: answers({ 200: waiterChoiceList }), tags }, config: { access: AREA_ROLES.pos } },
    async (request) => {
      // AREA_ROLES.pos admits staff roles only, so the caller is a staff account.
      const { user } = (await request.principal()) as StaffPrincipal;
      return listWaiterChoices(app.db, user);
    },
  );

  app.get(
    "/staff",
    { schema: { response: answers({ 200: staffList }), tags }, config: { access: staffAccess } },
    async () => listStaff(app.db),
  );

  app.post(
    "/staff",
    { schema: { body: staffBody, response: answers({ 201: staffRecord }), tags }, config: { access: staffAccess } },
    async (request, reply) =>
      reply.status(201).send(await createStaff(app.db, request.body, await staffCaller(request))),
  );

  app.put(
    "/staff/:id",
    {
      schema: { params: idParams, body: updateBody(staffUpdateBody), response: answers({ 200: staffRecord }), tags },
      config: { put: "record", access: staffAccess },
    },
    async (request) => {
      const { token, user } = (await request.principal()) as StaffPrincipal;
      return updateStaff(app.db, request.params.id, request.body, { token, user }, env.BUSINESS_TIMEZONE);
    },
  );

  /** An admin sets a staff account's approval PIN (ADR 0041); written to the audit log, never the PIN. */
  app.put(
    "/staff/:id/pin",
    {
      schema: { params: idParams, body: setStaffPinBody, response: answers({ 200: messageAnswer }), tags },
      config: { put: "action", access: staffAccess },
    },
    async (request) => {
      await setStaffPin(app.db, request.params.id, request.body.pin, await staffCaller(request));
      return { message: "PIN berhasil disimpan." };
    },
  );

  app.delete(
    "/staff/:id",
    { schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags }, config: { access: staffAccess } },
    async (request) => deleteStaff(app.db, request.params.id, await staffCaller(request)),
  );
};

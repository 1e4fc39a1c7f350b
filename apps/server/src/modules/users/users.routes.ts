import { AREA_ROLES, waiterChoiceList } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import type { StaffPrincipal } from "../../plugins/auth";
import { listWaiterChoices } from "./users.service";

const tags = ["users"];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/waiters",
    { schema: { response: answers({ 200: waiterChoiceList }), tags }, config: { access: AREA_ROLES.pos } },
    async (request) => {
      // AREA_ROLES.pos admits staff roles only, so the caller is a staff account.
      const { user } = (await request.principal()) as StaffPrincipal;
      return listWaiterChoices(app.db, user);
    },
  );
};

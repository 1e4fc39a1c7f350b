import { AREA_ROLES, settingsSchema } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { getSettings, updateSettings } from "./settings.service";
import { readSettingsForm } from "./settings-form";

const tags = ["settings"];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: answers({ 200: settingsSchema }), tags }, config: { access: "public" } }, () =>
    getSettings(app.db),
  );

  /** The settings screen posts multipart/form-data: `settingsData` (JSON text) and optional pictures. */
  app.put(
    "/",
    {
      schema: {
        consumes: ["multipart/form-data", "application/json"],
        response: answers({ 200: settingsSchema }),
        tags,
      },
      config: { put: "record", access: AREA_ROLES.settings },
    },
    async (request) => updateSettings(app.db, app.images, await readSettingsForm(request), await staffCaller(request)),
  );
};

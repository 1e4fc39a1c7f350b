import {
  AREA_ROLES,
  customizationOption,
  customizationOptionBody,
  customizationOptionList,
  deleteAnswer,
  idParams,
  optionGroup,
  optionGroupBody,
  optionGroupList,
  updateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import {
  createOption,
  createOptionGroup,
  deleteOption,
  deleteOptionGroup,
  listOptionGroups,
  listOptions,
  updateOption,
  updateOptionGroup,
} from "./customizations.service";

const tags = ["customizations"];
const admin = { access: AREA_ROLES.admin };

export const customizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/options",
    { schema: { response: answers({ 200: customizationOptionList }), tags }, config: { access: "public" } },
    () => listOptions(app.db),
  );
  app.post(
    "/options",
    { schema: { body: customizationOptionBody, response: answers({ 201: customizationOption }), tags }, config: admin },
    async (request, reply) => reply.status(201).send(await createOption(app.db, request.body)),
  );
  app.put(
    "/options/:id",
    {
      schema: {
        params: idParams,
        body: updateBody(customizationOptionBody),
        response: answers({ 200: customizationOption }),
        tags,
      },
      config: { ...admin, put: "record" },
    },
    (request) => updateOption(app.db, request.params.id, request.body),
  );
  app.delete(
    "/options/:id",
    { schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags }, config: admin },
    (request) => deleteOption(app.db, request.params.id),
  );

  app.get(
    "/option-sets",
    { schema: { response: answers({ 200: optionGroupList }), tags }, config: { access: "public" } },
    () => listOptionGroups(app.db),
  );
  app.post(
    "/option-sets",
    { schema: { body: optionGroupBody, response: answers({ 201: optionGroup }), tags }, config: admin },
    async (request, reply) => reply.status(201).send(await createOptionGroup(app.db, request.body)),
  );
  app.put(
    "/option-sets/:id",
    {
      schema: { params: idParams, body: updateBody(optionGroupBody), response: answers({ 200: optionGroup }), tags },
      config: { ...admin, put: "record" },
    },
    (request) => updateOptionGroup(app.db, request.params.id, request.body),
  );
  app.delete(
    "/option-sets/:id",
    { schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags }, config: admin },
    (request) => deleteOptionGroup(app.db, request.params.id),
  );
};

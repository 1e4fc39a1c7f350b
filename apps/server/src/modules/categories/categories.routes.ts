import { AREA_ROLES, category, categoryBody, categoryList, deleteAnswer, idParams, updateBody } from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { answers } from "../../lib/answers";
import { createCategory, deleteCategory, listCategories, updateCategory } from "./categories.service";

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { response: answers({ 200: categoryList }), tags: ["categories"] }, config: { access: "public" } },
    () => listCategories(app.db),
  );

  app.post(
    "/",
    {
      schema: { body: categoryBody, response: answers({ 201: category }), tags: ["categories"] },
      config: { access: AREA_ROLES.admin },
    },
    async (request, reply) => reply.status(201).send(await createCategory(app.db, request.body)),
  );

  app.put(
    "/:id",
    {
      schema: {
        params: idParams,
        body: updateBody(categoryBody),
        response: answers({ 200: category }),
        tags: ["categories"],
      },
      config: { put: "record", access: AREA_ROLES.admin },
    },
    (request) => updateCategory(app.db, request.params.id, request.body),
  );

  app.delete(
    "/:id",
    {
      schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags: ["categories"] },
      config: { access: AREA_ROLES.admin },
    },
    (request) => deleteCategory(app.db, request.params.id),
  );
};

import {
  AREA_ROLES,
  deleteAnswer,
  expenseBody,
  expenseCategoryBody,
  expenseCategoryList,
  expenseCategoryListQuery,
  expenseCategoryRecord,
  expenseCreatedAnswer,
  expenseList,
  expenseListQuery,
  idParams,
  updateBody,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import {
  createExpense,
  createExpenseCategory,
  deleteExpense,
  deleteExpenseCategory,
  listExpenseCategories,
  listExpenses,
  updateExpenseCategory,
} from "./expenses.service";

const tags = ["expenses"];
/** KEUANGAN: admin and manager only, as the sidebar shows it. */
const access = AREA_ROLES.finance;

/** /api/expenses/categories and /api/expenses: what head office spent, by category and day. */
export const expenseRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/categories",
    {
      schema: { querystring: expenseCategoryListQuery, response: answers({ 200: expenseCategoryList }), tags },
      config: { access },
    },
    async (request) => listExpenseCategories(app.db, request.query),
  );

  app.post(
    "/categories",
    {
      schema: { body: expenseCategoryBody, response: answers({ 201: expenseCategoryRecord }), tags },
      config: { access },
    },
    async (request, reply) => reply.status(201).send(await createExpenseCategory(app.db, request.body)),
  );

  app.put(
    "/categories/:id",
    {
      schema: {
        params: idParams,
        body: updateBody(expenseCategoryBody),
        response: answers({ 200: expenseCategoryRecord }),
        tags,
      },
      config: { put: "record", access },
    },
    async (request) => updateExpenseCategory(app.db, request.params.id, request.body),
  );

  app.delete(
    "/categories/:id",
    { schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags }, config: { access } },
    async (request) => deleteExpenseCategory(app.db, request.params.id, await staffCaller(request)),
  );

  app.get(
    "/",
    { schema: { querystring: expenseListQuery, response: answers({ 200: expenseList }), tags }, config: { access } },
    async (request) => listExpenses(app.db, request.query),
  );

  app.post(
    "/",
    { schema: { body: expenseBody, response: answers({ 201: expenseCreatedAnswer }), tags }, config: { access } },
    async (request, reply) => {
      const caller = await staffCaller(request);
      const data = await createExpense(app.db, caller, request.body, env.BUSINESS_TIMEZONE);
      return reply.status(201).send({ message: "Data pengeluaran berhasil ditambahkan.", data });
    },
  );

  app.delete(
    "/:id",
    { schema: { params: idParams, response: answers({ 200: deleteAnswer }), tags }, config: { access } },
    async (request) => deleteExpense(app.db, request.params.id, await staffCaller(request)),
  );
};

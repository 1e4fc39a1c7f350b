import {
  AREA_ROLES,
  channelReport as channelAnswer,
  dashboardSummary as dashboardSummaryAnswer,
  profitLossReport as profitLossAnswer,
  reportRangeQuery,
  salesReport as salesAnswer,
  taxReport as taxAnswer,
  varianceReport as varianceAnswer,
  varianceQuery,
  varianceSummary as varianceSummaryAnswer,
} from "@kedai/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Env } from "../../config/env";
import { answers } from "../../lib/answers";
import { staffCaller } from "../../plugins/auth";
import { channelReport, dashboardSummary, profitLossReport, salesReport, taxReport } from "./reports.service";
import { varianceReport, varianceSummary } from "./variance";

const tags = ["reports"];

/**
 * GET /api/reports/*: the dashboard for everyone in the back office; the money reports for the
 * finance roles (admin, manager) only.
 */
export const reportRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  app.get(
    "/dashboard-summary",
    { schema: { response: answers({ 200: dashboardSummaryAnswer }), tags }, config: { access: AREA_ROLES.admin } },
    async (request) => {
      const { monthlyExpenses, ...summary } = await dashboardSummary(app.db, env.BUSINESS_TIMEZONE);
      // The month's expenses (and the profit estimated from them) are KEUANGAN figures: finance roles only.
      const seesFinance = (AREA_ROLES.finance as readonly string[]).includes((await staffCaller(request)).role);
      return seesFinance ? { ...summary, monthlyExpenses } : summary;
    },
  );

  const financeReport = { querystring: reportRangeQuery, tags };
  app.get(
    "/profit-loss",
    {
      schema: { ...financeReport, response: answers({ 200: profitLossAnswer }) },
      config: { access: AREA_ROLES.finance },
    },
    async (request) => profitLossReport(app.db, request.query, env.BUSINESS_TIMEZONE),
  );
  app.get(
    "/sales",
    { schema: { ...financeReport, response: answers({ 200: salesAnswer }) }, config: { access: AREA_ROLES.finance } },
    async (request) => salesReport(app.db, request.query, env.BUSINESS_TIMEZONE),
  );
  app.get(
    "/channels",
    { schema: { ...financeReport, response: answers({ 200: channelAnswer }) }, config: { access: AREA_ROLES.finance } },
    async (request) => channelReport(app.db, request.query, env.BUSINESS_TIMEZONE),
  );
  app.get(
    "/tax",
    { schema: { ...financeReport, response: answers({ 200: taxAnswer }) }, config: { access: AREA_ROLES.finance } },
    async (request) => taxReport(app.db, request.query, env.BUSINESS_TIMEZONE),
  );
  app.get(
    "/variance",
    {
      schema: { querystring: varianceQuery, response: answers({ 200: varianceAnswer }), tags },
      config: { access: AREA_ROLES.finance },
    },
    async (request) => varianceReport(app.db, request.query),
  );
  app.get(
    "/variance-summary",
    {
      schema: { ...financeReport, response: answers({ 200: varianceSummaryAnswer }) },
      config: { access: AREA_ROLES.finance },
    },
    async (request) => varianceSummary(app.db, request.query),
  );
};

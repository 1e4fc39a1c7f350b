import { CATERING_RECEIVED, type CateringBody, type CateringList, type CateringListQuery } from "@kedai/shared";
import { count, desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { cateringRequests } from "../../db/schema";
import { pageOffset } from "../../lib/paging";
import { sortedBy } from "../../lib/sorting";

/** Stores a catering enquiry for the admins; the customer gets the confirmation to show. */
export async function submitCateringRequest(db: DbOrTx, body: CateringBody) {
  const [row] = await db.insert(cateringRequests).values(body).returning({ id: cateringRequests.id });
  return { message: CATERING_RECEIVED, _id: row.id };
}

/** The enquiries, newest first, a page at a time. */
export async function listCateringRequests(db: DbOrTx, query: CateringListQuery): Promise<CateringList> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(cateringRequests)
      .orderBy(
        ...sortedBy(
          query,
          {
            time: cateringRequests.createdAt,
            eventDate: cateringRequests.eventDate,
            guests: cateringRequests.guestCount,
          },
          [desc(cateringRequests.createdAt), desc(cateringRequests.id)],
        ),
      )
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(cateringRequests),
  ]);
  return {
    data: rows.map(({ id, createdAt, ...fields }) => ({ _id: id, ...fields, createdAt: createdAt.toISOString() })),
    page: query.page,
    limit: query.limit,
    total,
  };
}

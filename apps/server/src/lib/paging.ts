import type { PageQuery } from "@kedai/shared";

/** How many rows come before the requested page (`page` counts from 1). */
export const pageOffset = ({ page, limit }: PageQuery): number => (page - 1) * limit;

import { paths } from "#content/paths.ts";

/** An invoice's receipt. Its id is in the query, as a run's is: one prerendered page serves every invoice. */
export const invoicePath = (id: string) => `${paths.dashboardInvoice}?${new URLSearchParams({ id })}`;

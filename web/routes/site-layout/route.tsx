import { siteLayout } from "#web/shell/layouts.ts";
import { revalidateOnPathChange } from "#web/shared/navigation/queryOnly.ts";

const { clientLoader, handle, Layout } = siteLayout;

export const loader = () => null;
export { clientLoader, handle };
// Its data follows the path: a change of the query alone loads nothing again.
export const shouldRevalidate = revalidateOnPathChange;
export default Layout;

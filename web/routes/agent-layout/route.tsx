import { agentLayout } from "#web/app/layouts.ts";

const { clientLoader, handle, Layout } = agentLayout;

export const loader = () => null;
export { clientLoader, handle };
export default Layout;

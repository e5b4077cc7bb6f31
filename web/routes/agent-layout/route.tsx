import { agentLayout } from "#web/shell/layouts.ts";

const { clientLoader, handle, Layout } = agentLayout;

export const loader = () => null;
export { clientLoader, handle };
export default Layout;

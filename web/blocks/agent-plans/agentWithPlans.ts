// The shared fragment of an agent with its plans is called `agentPlansFragment`, the name this
// block's own fragment has by convention, and typegen does not follow `import { a as b }`:
// hence this alias, a constant.
import { agentPlansFragment } from "../../shared/content/fragments";

export const agentWithPlansFragment = agentPlansFragment;

import type { ReactNode } from "react";
import type { AgentContent, AgentLinkContent, AgentPageLabels } from "#content/contentTypes.ts";
import { AgentHero } from "./AgentHero";
import { AgentPlans } from "./AgentPlans";
import { DemoForm } from "./DemoForm";
import { CapabilityCards } from "./CapabilityCards";
import { IconCardGrid } from "#web/shared/ui/IconCardGrid.tsx";
import { Tabs, tabId, type TabItem } from "./Tabs";
import { useHashTab } from "./useHashTab";
import { BelowTheFold } from "#web/shared/ui/BelowTheFold.tsx";
import { AGENT_TAB_NAMES } from "#schemas/lib/defaultTexts.ts";

const TAB_IDS = ["overview", "capabilities", "pricing", "use-cases", "demo"] as const;
type AgentTab = (typeof TAB_IDS)[number];

type AgentPageProps = {
  agent: AgentContent;
  labels: AgentPageLabels;
  agents: AgentLinkContent[];
};

export function AgentPage({ agent, labels, agents }: AgentPageProps) {
  const [selected, select] = useHashTab(TAB_IDS, "overview");
  const tabLabels = labels?.tabLabels;

  const watchDemo = () => {
    select("demo");
    const tab = document.getElementById(tabId("demo"));
    tab?.focus({ preventScroll: true });
    tab?.closest(".tabs")?.scrollIntoView({ block: "start" });
  };

  const tabName = (tab: keyof typeof AGENT_TAB_NAMES) => tabLabels?.[tab] || AGENT_TAB_NAMES[tab];
  // Panels start with an h2 (visually hidden where the tab says it all) to keep the outline.
  const panel = (id: AgentTab, title: string, body: ReactNode): TabItem<AgentTab> => ({
    id,
    label: title,
    content: (
      <>
        <h2 className="visually-hidden">{title}</h2>
        {body}
      </>
    ),
  });
  const items: TabItem<AgentTab>[] = [
    panel("overview", tabName("overview"), <IconCardGrid items={agent.overviewCards} />),
    panel("capabilities", tabName("capabilities"), <CapabilityCards cards={agent.capabilityCards} />),
    panel(
      "pricing",
      tabName("pricing"),
      <AgentPlans plans={agent.plans} labels={labels} agentSlug={agent.slug} />,
    ),
    panel("use-cases", tabName("useCases"), <IconCardGrid items={agent.useCases} />),
    {
      id: "demo",
      label: tabName("demo"),
      content: (
        <div className="demo">
          <h2 className={agent.demoForm?.title ? undefined : "visually-hidden"}>
            {agent.demoForm?.title || tabName("demo")}
          </h2>
          {agent.demoForm?.description ? <p>{agent.demoForm.description}</p> : null}
          <DemoForm form={agent.demoForm} note={labels?.demoNote ?? null} linkLabel={labels?.demoLinkLabel} />
        </div>
      ),
    },
  ];

  return (
    <>
      <AgentHero agent={agent} labels={labels} agents={agents} onWatchDemo={watchDemo} />
      <BelowTheFold>
        <section className="section agent-tabs">
          <div className="container">
            <Tabs label={agent.name ?? ""} items={items} selected={selected} onSelect={select} />
          </div>
        </section>
      </BelowTheFold>
    </>
  );
}

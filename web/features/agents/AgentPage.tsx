import type { AgentPageQueryResult, SiteChromeQueryResult } from "~/shared/content/sanity.types";
import { AgentHero } from "./AgentHero";
import { AgentPlans } from "./AgentPlans";
import { DemoForm } from "./DemoForm";
import { CapabilityCards, FeatureCards } from "./FeatureCards";
import { Tabs, tabId, type TabItem } from "./Tabs";
import { useHashTab } from "./useHashTab";

const TAB_IDS = ["overview", "capabilities", "pricing", "use-cases", "demo"] as const;
type AgentTab = (typeof TAB_IDS)[number];

type AgentPageProps = {
  agent: NonNullable<AgentPageQueryResult["agent"]>;
  labels: AgentPageQueryResult["labels"];
  agents: SiteChromeQueryResult["agents"];
};

/** One template for every agent document: hero, then the five tabs. */
export function AgentPage({ agent, labels, agents }: AgentPageProps) {
  const [selected, select] = useHashTab(TAB_IDS, "overview");
  const tabLabels = labels?.tabLabels;

  const watchDemo = () => {
    select("demo");
    const tab = document.getElementById(tabId("demo"));
    tab?.focus({ preventScroll: true });
    tab?.closest(".tabs")?.scrollIntoView({ block: "start" });
  };

  const label = {
    overview: tabLabels?.overview || "Overview",
    capabilities: tabLabels?.capabilities || "Capabilities",
    pricing: tabLabels?.pricing || "Pricing",
    useCases: tabLabels?.useCases || "Use Cases",
    demo: tabLabels?.demo || "Demo",
  };
  // Panels start with an h2 (visually hidden where the tab says it all) to keep the outline.
  const items: TabItem<AgentTab>[] = [
    {
      id: "overview",
      label: label.overview,
      content: (
        <>
          <h2 className="visually-hidden">{label.overview}</h2>
          <FeatureCards cards={agent.overviewCards} />
        </>
      ),
    },
    {
      id: "capabilities",
      label: label.capabilities,
      content: (
        <>
          <h2 className="visually-hidden">{label.capabilities}</h2>
          <CapabilityCards cards={agent.capabilityCards} />
        </>
      ),
    },
    {
      id: "pricing",
      label: label.pricing,
      content: (
        <>
          <h2 className="visually-hidden">{label.pricing}</h2>
          <AgentPlans plans={agent.plans} labels={labels} />
        </>
      ),
    },
    {
      id: "use-cases",
      label: label.useCases,
      content: (
        <>
          <h2 className="visually-hidden">{label.useCases}</h2>
          <FeatureCards cards={agent.useCases} />
        </>
      ),
    },
    {
      id: "demo",
      label: label.demo,
      content: (
        <div className="demo">
          <h2 className={agent.demoForm?.title ? undefined : "visually-hidden"}>
            {agent.demoForm?.title || label.demo}
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
      <section className="section agent-tabs">
        <div className="container">
          <Tabs label={agent.name ?? ""} items={items} selected={selected} onSelect={select} />
        </div>
      </section>
    </>
  );
}

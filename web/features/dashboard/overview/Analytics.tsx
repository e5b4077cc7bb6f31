import type { Workflow } from "#web/shared/api/backend.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { BackendSection } from "../data/loadState";
import { runsPerDay, totalRuns } from "../data/runFigures";
import { DashboardSection } from "../DashboardSection";
import { RunsChart } from "./RunsChart";
import { SectionBody, type LoadTexts } from "../SectionBody";

type Texts = DashboardPageContent["analyticsCard"] | undefined;

/** Analytics: the customer's runs per day over the last 30 days ending `today`, from their workflows. */
export function Analytics({
  section,
  texts,
  loadTexts,
  today,
}: {
  section: BackendSection<Workflow>;
  texts: Texts;
  loadTexts: LoadTexts;
  today: Date;
}) {
  const empty = <p className="dashboard-section__note">{texts?.emptyText}</p>;
  return (
    <DashboardSection title={texts?.title} description={texts?.description} className="analytics">
      <SectionBody section={section} texts={loadTexts} empty={empty}>
        {(workflows) => {
          const days = runsPerDay(workflows, today);
          const { succeeded, failed } = totalRuns(days);
          return succeeded + failed ? <RunsChart days={days} texts={texts} /> : empty;
        }}
      </SectionBody>
    </DashboardSection>
  );
}

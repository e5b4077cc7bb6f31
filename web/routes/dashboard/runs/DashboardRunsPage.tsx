import { RunsList } from "#web/features/dashboard/runs/RunsList.tsx";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/** The Runs area (/dashboard/runs): every run, newest first, filtered as the address says. */
export function DashboardRunsPage({ content }: DashboardAreaProps) {
  const texts = content?.runsArea;
  return (
    <DashboardArea content={content} title={texts?.title} description={texts?.description}>
      <RunsList content={content} />
    </DashboardArea>
  );
}

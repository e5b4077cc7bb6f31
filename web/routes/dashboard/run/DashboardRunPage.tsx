import { RunDetail, runHeading } from "#web/features/dashboard/runs/RunDetail.tsx";
import { useAddressedRun } from "#web/features/dashboard/runs/useAddressedRun.ts";
import { DashboardArea, type DashboardAreaProps } from "../DashboardArea";

/**
 * A run's page (/dashboard/run?id=…), under the Runs area: headed by its workflow's name once it
 * has loaded. Its route's loader reads the run, its action retries it (data/runReads.ts).
 */
export function DashboardRunPage({ content }: DashboardAreaProps) {
  const { from, load } = useAddressedRun();
  return (
    <DashboardArea content={content} title={runHeading(load, content?.runsArea)}>
      <RunDetail load={load} from={from} content={content} />
    </DashboardArea>
  );
}

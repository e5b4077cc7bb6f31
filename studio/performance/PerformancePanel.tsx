import { LaunchIcon } from "@sanity/icons/Launch";
import { Box, Button, Card, Heading, Stack, Text } from "@sanity/ui";
import { useMemo, type ReactNode } from "react";
import { ConnectPlausible } from "./ConnectPlausible";
import { utcToday } from "./days";
import { performanceFigures } from "./performanceModel";
import { performanceQueries } from "./performanceQueries";
import { PerformanceTable } from "./PerformanceTable";
import { dashboardLink, type PlausibleConfig } from "./plausibleConfig";
import { StatsScreen } from "./StatsScreen";

// A document's "Performance": what its page earned, read from Plausible with the editor's key.

type Props = {
  /** Where Plausible is; null when the Studio has none. */
  config: PlausibleConfig | null;
  /** The page's address; null while the document has no slug. */
  path: string | null;
  /** The UTC date the periods end on; today by default. */
  today?: string;
  /** For a document holding several pages' texts: the choice of the page shown. */
  pagePicker?: ReactNode;
};

export function PerformancePanel({ config, path, today, pagePicker }: Props) {
  return (
    <Card height="fill" overflow="auto" paddingX={4} paddingY={5}>
      <Stack gap={5}>
        <Heading as="h1" size={2}>
          Performance
        </Heading>
        {config && pagePicker}
        {!config ? (
          <ConnectPlausible />
        ) : !path ? (
          <Text>
            This document has no address yet: give it a slug, publish it, and its visits will show here.
          </Text>
        ) : (
          <PageFigures config={config} path={path} today={today ?? utcToday()} />
        )}
      </Stack>
    </Card>
  );
}

function PageFigures({ config, path, today }: { config: PlausibleConfig; path: string; today: string }) {
  const queries = useMemo(() => performanceQueries(path, today), [path, today]);
  const about: ReactNode = (
    <Stack gap={3}>
      <Text>
        Figures for <code>{path}</code>, from Plausible, by UTC day. Leads count on the page where the form
        was sent; sign-ups and trials on the page the visit began on.
      </Text>
      <Box>
        <Button
          as="a"
          href={dashboardLink(config, path)}
          target="_blank"
          rel="noopener noreferrer"
          mode="ghost"
          iconRight={LaunchIcon}
          text="Open this page's figures in Plausible"
        />
      </Box>
    </Stack>
  );
  return (
    <StatsScreen config={config} queries={queries} what="this page's figures" intro={about}>
      {(replies) => {
        const performance = performanceFigures(replies, today);
        return performance.hasData ? (
          <PerformanceTable performance={performance} path={path} />
        ) : (
          <Text>
            No data yet: nothing was measured on this page in the last 60 days. Visits appear here after
            visitors accept measuring in the site&apos;s cookie banner.
          </Text>
        );
      }}
    </StatsScreen>
  );
}

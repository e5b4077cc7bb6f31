import { ChartUpwardIcon } from "@sanity/icons/ChartUpward";
import { LaunchIcon } from "@sanity/icons/Launch";
import { Box, Button, Card, Container, Heading, Stack, Text } from "@sanity/ui";
import type { Tool } from "sanity";
import type { AnalyticsEvents } from "../web/shared/analytics/track";

// The Studio's "Analytics" tool: what the site measures, and a link to the analytics dashboard
// (SANITY_STUDIO_ANALYTICS_URL). Without the variable there is no tool: nothing to link to.

type AnalyticsEnv = { SANITY_STUDIO_ANALYTICS_URL?: string };
type AnalyticsOptions = { dashboardUrl: string };

/** What each event the site sends says, in a marketer's words: one line for every event of track.ts. */
const EVENTS: Record<keyof AnalyticsEvents, string> = {
  Lead: "an enquiry sent through a lead form, with the form it came from",
  "Sign up": "an account created, with a password or with Google",
  "Start trial": "a free trial started, with the agent and the plan",
  "Search without results": "a site search that found nothing, with the words searched",
};

/** What is measured: page views, the events and each page's speed. */
const MEASURED: { name: string; what: string }[] = [
  {
    name: "Page views",
    what: "every page opened, with the page the visit began on, its campaign (utm_*) tags and the site that linked to it",
  },
  ...Object.entries(EVENTS).map(([name, what]) => ({ name, what })),
  {
    name: "Web Vitals",
    what: "once per page, its Core Web Vitals: LCP (main content shown), INP (response to clicks and keys) and CLS (layout shifts)",
  },
];

function AnalyticsTool({ tool }: { tool: Tool<AnalyticsOptions> }) {
  const dashboardUrl = tool.options?.dashboardUrl;
  return (
    <Card height="fill" overflow="auto" paddingX={4} paddingY={5}>
      <Container width={1}>
        <Stack gap={5}>
          <Heading as="h1" size={3}>
            Analytics
          </Heading>
          <Text>
            The site measures visits without cookies, and only for visitors who accept measuring in its cookie
            banner: nothing is sent before they choose, and nothing at all if they reject. The figures
            therefore count only the visitors who accepted.
          </Text>
          <Stack as="ul" gap={3}>
            {MEASURED.map(({ name, what }) => (
              <Box as="li" key={name}>
                <Text>
                  <strong>{name}</strong>: {what}.
                </Text>
              </Box>
            ))}
          </Stack>
          {dashboardUrl && (
            <Box>
              <Button
                as="a"
                href={dashboardUrl}
                target="_blank"
                rel="noopener noreferrer"
                icon={ChartUpwardIcon}
                iconRight={LaunchIcon}
                mode="default"
                tone="primary"
                text="Open the analytics dashboard"
              />
            </Box>
          )}
        </Stack>
      </Container>
    </Card>
  );
}

/** The Analytics tool when the Studio has a dashboard to link to (SANITY_STUDIO_ANALYTICS_URL), else none. */
export function analyticsTools(env: AnalyticsEnv): Tool<AnalyticsOptions>[] {
  const dashboardUrl = env.SANITY_STUDIO_ANALYTICS_URL?.trim();
  if (!dashboardUrl) return [];
  return [
    {
      name: "analytics",
      title: "Analytics",
      icon: ChartUpwardIcon,
      component: AnalyticsTool,
      options: { dashboardUrl },
    },
  ];
}

import { Card, Stack, Text } from "@sanity/ui";

// What a Studio without Plausible says: how to connect it.

export function ConnectPlausible() {
  return (
    <Card border padding={4} radius={2} tone="caution">
      <Stack gap={4}>
        <Text as="h2" weight="semibold">
          Plausible is not connected
        </Text>
        <Text size={1}>
          To see what each page earns, set <code>SANITY_STUDIO_ANALYTICS_URL</code> to the address of the
          site&apos;s Plausible dashboard, for example:
        </Text>
        <Text size={1}>
          <code>SANITY_STUDIO_ANALYTICS_URL=https://plausible.io/nexora.ai</code>
        </Text>
        <Text size={1}>
          Then each editor enters their own Plausible Stats API key here, once per browser. The steps are in
          docs/analytics.md, “In the Studio: Performance and What works”.
        </Text>
      </Stack>
    </Card>
  );
}

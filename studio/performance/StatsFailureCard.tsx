import { Box, Button, Card, Stack, Text } from "@sanity/ui";
import type { StatsError } from "./statsError";

// A question Plausible did not answer: why, and a way to ask again.

export function StatsFailureCard({ error, onRetry }: { error: StatsError; onRetry: () => void }) {
  return (
    <Card border padding={4} radius={2} tone="critical" role="alert">
      <Stack gap={4}>
        <Text weight="semibold">The figures could not be read</Text>
        <Text size={1}>{error.message}</Text>
        <Box>
          <Button text="Retry" mode="ghost" onClick={onRetry} />
        </Box>
      </Stack>
    </Card>
  );
}

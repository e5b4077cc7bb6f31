import { Box, Button, Card, Flex, Spinner, Stack, Text } from "@sanity/ui";
import type { PlausibleConfig } from "./plausibleConfig";
import { StatsKeyForm } from "./StatsKeyForm";
import type { StatsState } from "./useStats";

// What a screen shows while Plausible has not answered its questions: that it is asking, or why
// it could not answer, with a way to ask again (and, for a refused key, the key form).

type Props = {
  state: StatsState<string>;
  /** What is asked for, e.g. "this page's figures". */
  what: string;
  config: PlausibleConfig;
  onRetry: () => void;
  onSaveKey: (key: string) => void;
};

export function StatsUnanswered({ state, what, config, onRetry, onSaveKey }: Props) {
  if (state.status === "loading")
    return (
      <Flex align="center" gap={3} role="status">
        <Spinner muted />
        <Text size={1} muted>
          Asking Plausible for {what}…
        </Text>
      </Flex>
    );
  if (state.status !== "failed") return null;
  return (
    <Stack gap={4}>
      <Card border padding={4} radius={2} tone="critical" role="alert">
        <Stack gap={4}>
          <Text weight="semibold">The figures could not be read</Text>
          <Text size={1}>{state.error.message}</Text>
          <Box>
            <Button text="Retry" mode="ghost" onClick={onRetry} />
          </Box>
        </Stack>
      </Card>
      {state.error.failure === "key-refused" && <StatsKeyForm config={config} onSave={onSaveKey} refused />}
    </Stack>
  );
}

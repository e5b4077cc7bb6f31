import { Box, Button, Card, Flex, Spinner, Stack, Text } from "@sanity/ui";
import type { ReactNode } from "react";
import type { PlausibleConfig } from "./plausibleConfig";
import { ForgetKeyButton, StatsKeyForm } from "./StatsKeyForm";
import { useStatsKey } from "./statsKey";
import type { StatsQuery, StatsRow } from "./statsQuery";
import { useStats, type StatsState } from "./useStats";

// A screen of figures from Plausible, with the editor's key: the key form until there is one;
// then `intro`, the questions asked (that it is asking, or why Plausible could not answer, with
// Retry), the answer drawn by `children`, and a way to forget the key.

type Props<Name extends string> = {
  config: PlausibleConfig;
  queries: Record<Name, StatsQuery>;
  /** What is asked for, e.g. "this page's figures". */
  what: string;
  intro: ReactNode;
  children: (replies: Record<Name, StatsRow[]>) => ReactNode;
};

export function StatsScreen<Name extends string>({ config, queries, what, intro, children }: Props<Name>) {
  const { key, save, forget } = useStatsKey(config);
  const { state, retry } = useStats(config, key, queries);
  if (!key) return <StatsKeyForm config={config} onSave={save} />;
  return (
    <Stack gap={5}>
      {intro}
      <div aria-live="polite">
        {state.status === "answered" ? (
          children(state.replies)
        ) : (
          <Unanswered state={state} what={what} config={config} onRetry={retry} onSaveKey={save} />
        )}
      </div>
      <ForgetKeyButton onForget={forget} />
    </Stack>
  );
}

type UnansweredProps = {
  state: Exclude<StatsState<string>, { status: "answered" }>;
  what: string;
  config: PlausibleConfig;
  onRetry: () => void;
  onSaveKey: (key: string) => void;
};

/** That Plausible is being asked; or why it could not answer, with Retry (and the key form for a refused key). */
function Unanswered({ state, what, config, onRetry, onSaveKey }: UnansweredProps) {
  if (state.status === "loading")
    return (
      <Flex align="center" gap={3} role="status">
        <Spinner muted />
        <Text size={1} muted>
          Asking Plausible for {what}…
        </Text>
      </Flex>
    );
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

import { Flex, Spinner, Text } from "@sanity/ui";

export function StatsLoading({ what }: { what: string }) {
  return (
    <Flex align="center" gap={3} role="status">
      <Spinner muted />
      <Text size={1} muted>
        Asking Plausible for {what}…
      </Text>
    </Flex>
  );
}

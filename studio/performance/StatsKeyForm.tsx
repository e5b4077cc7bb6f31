import { Box, Button, Card, Stack, Text, TextInput } from "@sanity/ui";
import { useId, useState, type FormEvent } from "react";
import type { PlausibleConfig } from "./plausibleConfig";

// Where an editor enters their own Plausible Stats API key, once per browser.

type Props = {
  config: PlausibleConfig;
  onSave: (key: string) => void;
  /** Plausible refused the key in use: the form asks for another. */
  refused?: boolean;
};

export function StatsKeyForm({ config, onSave, refused = false }: Props) {
  const id = useId();
  const [value, setValue] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onSave(value.trim());
  };
  return (
    <Card border padding={4} radius={2} tone={refused ? "caution" : "default"}>
      <form onSubmit={submit} aria-labelledby={`${id}-title`}>
        <Stack gap={4}>
          <Text as="h2" id={`${id}-title`} weight="semibold">
            {refused ? "Enter another Plausible key" : "Connect your Plausible account"}
          </Text>
          <Text size={1}>
            The figures come from Plausible ({config.origin}, site {config.siteId}), read with your own Stats
            API key. To create one: in Plausible, open Settings → API keys, choose New API key, and pick a
            Stats API key. It reads figures only.
          </Text>
          <Stack gap={2}>
            <Text as="label" htmlFor={`${id}-key`} size={1} weight="medium">
              Plausible Stats API key
            </Text>
            <TextInput
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
          </Stack>
          <Text size={1} muted>
            The key is kept in this browser only (its local storage), and sent only to {config.origin} with
            each question about the figures: never saved in a document, never put in a link.
          </Text>
          <Box>
            <Button type="submit" text="Save in this browser" tone="primary" disabled={!value.trim()} />
          </Box>
        </Stack>
      </form>
    </Card>
  );
}

/** The way to remove the key from this browser. */
export function ForgetKeyButton({ onForget }: { onForget: () => void }) {
  return (
    <Box>
      <Button mode="ghost" text="Forget the key" onClick={onForget} />
    </Box>
  );
}

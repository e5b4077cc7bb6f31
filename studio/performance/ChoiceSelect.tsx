import { Box, Select, Stack, Text } from "@sanity/ui";
import { useId } from "react";

// A labelled choice of one option in a list (the period of What works, the page of a view).

type Props<T extends string | number> = {
  label: string;
  value: T;
  options: { value: T; title: string }[];
  onChange: (value: T) => void;
};

export function ChoiceSelect<T extends string | number>({ label, value, options, onChange }: Props<T>) {
  const id = useId();
  return (
    <Stack gap={2}>
      <Text as="label" htmlFor={id} size={1} weight="medium">
        {label}
      </Text>
      <Box style={{ maxWidth: "20rem" }}>
        <Select
          id={id}
          value={options.findIndex((option) => option.value === value)}
          onChange={(event) => onChange(options[Number(event.currentTarget.value)].value)}
        >
          {options.map((option, index) => (
            <option key={option.title} value={index}>
              {option.title}
            </option>
          ))}
        </Select>
      </Box>
    </Stack>
  );
}

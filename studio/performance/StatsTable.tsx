import { Text } from "@sanity/ui";
import type { ReactNode } from "react";

// A table of figures in the Studio's type: a caption, column headers, a header per row.

export type StatsTableRow = { id: string; header: ReactNode; cells: ReactNode[] };

const cellStyle = { padding: "0.5rem 0.75rem", borderBottom: "1px solid var(--card-border-color)" };

export function StatsTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: StatsTableRow[];
}) {
  return (
    <table style={{ borderCollapse: "collapse", width: "100%" }}>
      <caption style={{ textAlign: "start", paddingBottom: "0.5rem" }}>
        <Text as="span" weight="semibold">
          {caption}
        </Text>
      </caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" style={{ ...cellStyle, textAlign: index === 0 ? "start" : "end" }}>
              <Text as="span" size={1} weight="medium" muted>
                {column}
              </Text>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ id, header, cells }) => (
          <tr key={id}>
            <th scope="row" style={{ ...cellStyle, textAlign: "start", fontWeight: "normal" }}>
              <Text as="span" size={1}>
                {header}
              </Text>
            </th>
            {cells.map((cell, index) => (
              <td key={index} style={{ ...cellStyle, textAlign: "end" }}>
                <Text as="span" size={1}>
                  {cell}
                </Text>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

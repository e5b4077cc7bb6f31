import { ChartUpwardIcon } from "@sanity/icons/ChartUpward";
import { useEffect, useState } from "react";
import { useClient, type Tool } from "sanity";
import { SANITY_API_VERSION } from "../../content/sanityApi";
import { ADDRESSED_DOCUMENTS_QUERY, ADDRESSED_TYPES, type AddressedDocument } from "./addressedDocuments";
import type { PlausibleConfig } from "./plausibleConfig";
import { WhatWorks } from "./WhatWorks";

// The Studio's "What works" tool: always there; without Plausible it says how to connect it.

type Options = { config: PlausibleConfig | null };

function WhatWorksTool({ tool }: { tool: Tool<Options> }) {
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const [documents, setDocuments] = useState<AddressedDocument[] | "failed" | null>(null);
  useEffect(() => {
    let current = true;
    client.fetch<AddressedDocument[]>(ADDRESSED_DOCUMENTS_QUERY, { types: ADDRESSED_TYPES }).then(
      (found) => current && setDocuments(found),
      // Without the documents the rows still show their addresses, opening nothing, and say why.
      () => current && setDocuments("failed"),
    );
    return () => {
      current = false;
    };
  }, [client]);
  return <WhatWorks config={tool.options?.config ?? null} documents={documents} />;
}

export const whatWorksTool = (config: PlausibleConfig | null): Tool<Options> => ({
  name: "what-works",
  title: "What works",
  icon: ChartUpwardIcon,
  component: WhatWorksTool,
  options: { config },
});

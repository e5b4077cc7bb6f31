import type { Thing, WithContext } from "schema-dts";
import { serializeJsonLd } from "./serializeJsonLd";

type JsonLdProps = { data: WithContext<Thing> | WithContext<Thing>[] };

/** Structured data for search engines, safely serialized into one `<script type="application/ld+json">`. */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

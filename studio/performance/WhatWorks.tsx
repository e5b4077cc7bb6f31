import { Card, Container, Heading, Stack, Text } from "@sanity/ui";
import { useMemo, useState, type ReactNode } from "react";
import { IntentLink } from "sanity/router";
import { languageInfo } from "../../content/locales";
import { documentsByPath, type AddressedDocument, type DocumentAt } from "./addressedDocuments";
import { ChoiceSelect } from "./ChoiceSelect";
import { ConnectPlausible } from "./ConnectPlausible";
import { utcToday } from "./days";
import { formatCount, formatRate, formatVital } from "./format";
import { NO_FORM } from "./performanceModel";
import type { PlausibleConfig } from "./plausibleConfig";
import { postFromSearchIntent } from "./postFromSearch";
import { StatsScreen } from "./StatsScreen";
import { StatsTable } from "./StatsTable";
import { whatWorksFigures, type WhatWorks as Figures } from "./whatWorksModel";
import { WHAT_WORKS_DAYS, whatWorksQueries, type WhatWorksDays } from "./whatWorksQueries";

// "What works": the site's pages, forms and searches by what they earn, each row opening its
// document (or, for a search that found nothing, a new post about it).

type Props = {
  config: PlausibleConfig | null;
  /** The documents with a page of their own; null while they are not known, "failed" if they could not be read. */
  documents: AddressedDocument[] | "failed" | null;
  /** The UTC date the range ends on; today by default. */
  today?: string;
};

/** The most rows a list shows. */
const ROWS = 10;

export function WhatWorks({ config, documents, today }: Props) {
  return (
    <Card height="fill" overflow="auto" paddingX={4} paddingY={5}>
      <Container width={2}>
        <Stack gap={5}>
          <Heading as="h1" size={3}>
            What works
          </Heading>
          {config ? (
            <SiteFigures config={config} documents={documents} today={today ?? utcToday()} />
          ) : (
            <ConnectPlausible />
          )}
        </Stack>
      </Container>
    </Card>
  );
}

const PERIODS = WHAT_WORKS_DAYS.map((days) => ({ value: days, title: `Last ${days} days` }));

function SiteFigures({ config, documents, today }: Props & { config: PlausibleConfig; today: string }) {
  const [days, setDays] = useState<WhatWorksDays>(30);
  const queries = useMemo(() => whatWorksQueries(today, days), [today, days]);
  const byPath = useMemo(() => (Array.isArray(documents) ? documentsByPath(documents) : null), [documents]);
  const intro = (
    <>
      <Text>
        Which pages bring leads and convert the visits that begin on them, which forms bring leads, which
        pages are slowest and what visitors searched for in vain, from Plausible. Each page opens its
        document.
      </Text>
      <ChoiceSelect label="Period" value={days} options={PERIODS} onChange={setDays} />
    </>
  );
  return (
    <StatsScreen config={config} queries={queries} what="the site's figures" intro={intro}>
      {(replies) => (
        <Stack gap={5}>
          {documents === "failed" && (
            <Text muted>
              The documents could not be read: the pages are listed by address and open nothing. Reload the
              tool to try again.
            </Text>
          )}
          <Lists figures={whatWorksFigures(replies)} byPath={byPath} />
        </Stack>
      )}
    </StatsScreen>
  );
}

function Lists({ figures, byPath }: { figures: Figures; byPath: Map<string, DocumentAt> | null }) {
  const page = (path: string) => <PageLink path={path} byPath={byPath} />;
  return (
    <Stack gap={6}>
      <List
        caption="Pages that bring leads"
        columns={["Page", "Leads"]}
        rows={figures.pagesByLeads.map(({ path, leads }) => ({
          id: path,
          header: page(path),
          cells: [formatCount(leads)],
        }))}
      />
      <List
        caption="Pages that convert the visits that begin on them"
        columns={["Page", "Conversion rate", "Visitors"]}
        rows={figures.pagesByConversion.map(({ path, rate, visitors }) => ({
          id: path,
          header: page(path),
          cells: [formatRate(rate), formatCount(visitors)],
        }))}
      />
      <List
        caption="Forms that bring leads"
        columns={["Form", "Leads"]}
        rows={figures.formsByLeads.map(({ form, leads }) => ({
          id: form,
          header: form === NO_FORM ? "A form without a name" : form,
          cells: [formatCount(leads)],
        }))}
      />
      <List
        caption="Slowest pages: LCP, main content shown, at the 75th percentile"
        columns={["Page", "LCP", "Samples"]}
        rows={figures.slowestPages.map(({ path, lcp, samples }) => ({
          id: path,
          header: page(path),
          cells: [formatVital("lcp", lcp), formatCount(samples)],
        }))}
      />
      <List
        caption="Searches that found nothing"
        columns={["Words searched", "Language", "Searches", "Post"]}
        rows={figures.searchesWithoutResults.map(({ query, language, count }) => ({
          id: `${language} ${query}`,
          header: query,
          cells: [
            languageInfo(language).title,
            formatCount(count),
            <IntentLink key="post" intent="create" params={postFromSearchIntent(query, language)}>
              Write a post
            </IntentLink>,
          ],
        }))}
      />
    </Stack>
  );
}

function List({ caption, columns, rows }: Parameters<typeof StatsTable>[0]) {
  if (!rows.length)
    return (
      <Stack gap={3}>
        <Text weight="semibold">{caption}</Text>
        <Text size={1} muted>
          Nothing measured in this period.
        </Text>
      </Stack>
    );
  return <StatsTable caption={caption} columns={columns} rows={rows.slice(0, ROWS)} />;
}

/** A page's address, opening its document; or saying there is none. */
function PageLink({ path, byPath }: { path: string; byPath: Map<string, DocumentAt> | null }): ReactNode {
  const at = byPath?.get(path);
  if (at)
    return (
      <IntentLink intent="edit" params={{ id: at.id, type: at.type }}>
        {path}
      </IntentLink>
    );
  return byPath ? `${path} (no document at this address)` : path;
}

import { Box, Button, Card, Flex, Stack, Text } from "@sanity/ui";
import { useToast } from "@sanity/ui/toast";
import { useState } from "react";
import { getPublishedId, useClient, type DocumentActionComponent, type DocumentActionProps } from "sanity";
import { SANITY_API_VERSION } from "../content/sanityApi";
import { slugRedirectsQuery } from "../content/studioQueries";
import {
  planMutations,
  redirectPlan,
  slugChange,
  type ConcernedRedirect,
  type RedirectPlan,
  type SlugChange,
} from "./slugRedirect";

/** Where a redirect leads, in words. */
const destination = (redirect: ConcernedRedirect, documentId: string) =>
  redirect.toId === getPublishedId(documentId) ? "this document" : (redirect.leadsTo ?? "nowhere");

/** The dialog's state: the change, what the redirect option would write (once read), a failure. */
type Offer = { change: SlugChange; plan: RedirectPlan | null; error: string | null };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the marketer reads before choosing: the address change, and what the redirect option does. */
function RedirectOffer({ offer: { change, plan, error }, documentId }: { offer: Offer; documentId: string }) {
  const { from, to } = change;
  return (
    <Stack gap={4}>
      <Text>
        The address changes from <code>{from}</code> to <code>{to}</code>. Links to <code>{from}</code> will
        break.
      </Text>
      {plan && (
        <Text weight="semibold">
          Create a redirect from <code>{from}</code> to the new address?
        </Text>
      )}
      {plan?.replaces && (
        <Text muted size={1}>
          The redirect from <code>{from}</code>, which leads to {destination(plan.replaces, documentId)} now,
          is updated to lead here.
        </Text>
      )}
      {plan?.retarget.map((redirect) => (
        <Text muted size={1} key={redirect._id}>
          The redirect from <code>{redirect.from}</code> to <code>{from}</code> is updated to lead here.
        </Text>
      ))}
      {plan?.remove.map((redirect) => (
        <Text muted size={1} key={redirect._id}>
          The redirect from <code>{redirect.from}</code> to {destination(redirect, documentId)} is deleted:{" "}
          {redirect.from === to ? "it would hide or loop this address." : "it doubles the one above."}
        </Text>
      ))}
      {plan && (
        <Text muted size={1}>
          The redirect is permanent (301) and works after the next build.
        </Text>
      )}
      {error && (
        <Card padding={3} radius={2} tone="critical" role="alert">
          <Text size={1}>{error}</Text>
        </Card>
      )}
    </Stack>
  );
}

/**
 * The Publish action of a page, post or agent, wrapped: when publishing changes the address,
 * it first offers to redirect the old address to the document (studio/slugRedirect.ts);
 * otherwise it publishes as before. The redirect is written before publishing, so a failure
 * leaves the document unpublished and says why.
 */
export function withSlugRedirect(Publish: DocumentActionComponent): DocumentActionComponent {
  const known = wrapped.get(Publish);
  if (known) return known;
  function PublishWithRedirect(props: DocumentActionProps) {
    // The wrapped action's hooks run on every render, as its own component's would.
    const publish = Publish(props);
    const client = useClient({ apiVersion: SANITY_API_VERSION });
    const toast = useToast();
    const [offer, setOffer] = useState<Offer | null>(null);
    const [busy, setBusy] = useState(false);

    // A release is published as a whole, not from here.
    const change = props.release ? null : slugChange(props);
    if (!publish || !change) return publish;

    const open = async () => {
      setBusy(true);
      try {
        const concerned = await client.fetch(slugRedirectsQuery, change, { perspective: "published" });
        const plan = redirectPlan(change, props.id, concerned, `redirect-${crypto.randomUUID()}`);
        setOffer({ change, plan, error: null });
      } catch (error) {
        // Without the redirects there, a new one could double one: only publishing is offered.
        const message = `Could not read the redirects (${messageOf(error)}), so none can be created now. Publish without one, or close and try again.`;
        setOffer({ change, plan: null, error: message });
      }
      setBusy(false);
    };

    const publishWithRedirect = async (plan: RedirectPlan) => {
      setBusy(true);
      try {
        await client.transaction(planMutations(plan)).commit();
      } catch (error) {
        setOffer({
          change,
          plan,
          error: `Could not save the redirect (${messageOf(error)}). Nothing was published.`,
        });
        setBusy(false);
        return;
      }
      setOffer(null);
      setBusy(false);
      toast.push({ status: "success", title: `Redirect from ${plan.from} saved` });
      publish.onHandle?.();
    };

    const publishOnly = () => {
      setOffer(null);
      publish.onHandle?.();
    };

    return {
      ...publish,
      disabled: publish.disabled || busy,
      onHandle: () => void open(),
      dialog: offer
        ? {
            type: "dialog" as const,
            header: "The address changes",
            onClose: () => setOffer(null),
            content: <RedirectOffer offer={offer} documentId={props.id} />,
            footer: (
              <Box paddingX={4} paddingY={3}>
                <Flex gap={2} justify="flex-end" wrap="wrap">
                  <Button
                    mode="ghost"
                    text="Publish without redirect"
                    onClick={publishOnly}
                    disabled={busy}
                  />
                  {offer.plan && (
                    <Button
                      tone="primary"
                      text="Publish and create redirect"
                      onClick={() => void publishWithRedirect(offer.plan!)}
                      disabled={busy}
                      autoFocus
                    />
                  )}
                </Flex>
              </Box>
            ),
          }
        : publish.dialog,
    };
  }
  const action: DocumentActionComponent = PublishWithRedirect;
  action.action = "publish";
  action.displayName = "PublishWithRedirect";
  wrapped.set(Publish, action);
  return action;
}

/** One wrapper per wrapped action: the Studio asks for the actions often, and a new component would lose its state. */
const wrapped = new WeakMap<DocumentActionComponent, DocumentActionComponent>();

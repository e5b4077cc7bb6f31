import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction } from "react-router";
import { ServerRouter } from "react-router";
import { normalPath, unlocalizedPath } from "#content/documentPaths.ts";
import { NOT_FOUND_PATH } from "#content/sitePages.ts";

// The not-found page is prerendered at /404 and /es/404 (its loader finds nothing there, and the
// root's error boundary draws it), with status 200: the build writes nothing else, and the host
// serves it with 404 at every unknown address.
const isNotFoundPage = (request: Request) =>
  unlocalizedPath(normalPath(new URL(request.url).pathname.replace(/\.data$/, ""))) === NOT_FOUND_PATH;

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) =>
  response.status === 404 && isNotFoundPage(request)
    ? new Response(response.body, { status: 200, headers: response.headers })
    : response;

// Every page is prerendered at build time, so each waits for all of its content, lazily
// loaded components included, and writes it in place: no fragment is held back for a
// script to reveal (React outlines large ones unless the chunk size is unbounded), so the
// page reads the same with JavaScript off.
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  if (status === 404 && isNotFoundPage(request)) status = 200;
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}

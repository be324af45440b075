// Strata's live connection, shared by the windows of one browser (a SharedWorker): one event stream follows
// every shown page, so ten windows side by side hold one of the six connections a browser opens to a site.
// Each event names its window on its first data line; the worker hands it to that window's page.
//
// A page says "show", "hide" (its tab is in the background: it needs no updates meanwhile) and "leave"; the
// stream is reopened for the pages shown whenever they change. A page holds a Web Lock named after its window
// while it lives, so the worker also learns of a page that went away without saying so (a crashed tab).
"use strict";

const pages = new Map(); // port → { window, shown }
let source = null;
let streamed = ""; // the windows the open stream follows, sorted, comma-separated
let changeTimer = null;
let retryTimer = null;
let retryDelay = 15000;

function tell(windowID, message) {
  for (const [port, page] of pages) if (page.window === windowID) port.postMessage(message);
}

function shownWindows() {
  const shown = new Set();
  for (const page of pages.values()) if (page.shown) shown.add(page.window);
  return [...shown].sort();
}

// Reopens the stream when the shown pages changed (soon, so a burst of changes reopens it once).
function changed() {
  clearTimeout(changeTimer);
  changeTimer = setTimeout(follow, 30);
}

function stop() {
  source?.close();
  source = null;
  streamed = "";
}

function follow() {
  const windows = shownWindows();
  const key = windows.join(",");
  if (key === streamed && (source || retryTimer)) return;
  clearTimeout(retryTimer);
  retryTimer = null;
  if (source) for (const id of streamed.split(",")) if (!windows.includes(id)) tell(id, { type: "paused" });
  stop();
  if (!windows.length) return;
  const query = windows.map((id) => `window=${encodeURIComponent(id)}`).join("&");
  const opened = new EventSource(`/events?${query}`);
  source = opened;
  streamed = key;
  let wasOpened = false;
  opened.addEventListener("open", () => {
    wasOpened = true;
    retryDelay = 15000;
    for (const id of windows) tell(id, { type: "open" });
  });
  for (const name of ["replace", "append", "address"]) {
    opened.addEventListener(name, (event) => {
      const newline = event.data.indexOf("\n");
      if (newline > 0) tell(event.data.slice(0, newline), { type: name, data: event.data.slice(newline + 1) });
    });
  }
  opened.addEventListener("gone", (event) => tell(event.data, { type: "gone" }));
  // Superseded by a newer stream of the same browser session: wait until a page is shown again.
  opened.addEventListener("end", () => {
    if (source !== opened) return;
    stop();
    for (const id of windows) tell(id, { type: "closed" });
  });
  // Refused (too many streams) or not a stream: the pages work without live updates, and it is tried again
  // later. A dropped connection is reopened by the EventSource itself (every few seconds, as the server's
  // `retry` says): a stream that ended (its lifetime) comes back at once, and when the server does not answer,
  // the pages are told the connection is lost until it opens again.
  opened.addEventListener("error", async () => {
    if (source !== opened) return;
    if (opened.readyState !== EventSource.CLOSED) {
      if (wasOpened) {
        wasOpened = false;
        if (await reachable()) return;
      }
      if (source === opened && opened.readyState !== EventSource.OPEN) {
        for (const id of windows) tell(id, { type: "lost" });
      }
      return;
    }
    stop();
    for (const id of windows) tell(id, { type: "closed" });
    retryTimer = setTimeout(() => {
      retryTimer = null;
      follow();
    }, retryDelay + Math.random() * retryDelay);
    retryDelay = Math.min(retryDelay * 2, 300000);
  });
}

// Whether the server answers (something in front of it answering 502, 503 or 504 does not count).
async function reachable() {
  try {
    const response = await fetch(self.location.href, { method: "HEAD", cache: "no-store" });
    return ![502, 503, 504].includes(response.status);
  } catch {
    return false;
  }
}

// A page learned the server is back (an action was answered): the stream, lost, is tried again now rather than
// at its next attempt.
function reconnect() {
  if (!source || source.readyState === EventSource.OPEN) return;
  stop();
  follow();
}

function leave(port) {
  if (pages.delete(port)) changed();
}

onconnect = (event) => {
  const port = event.ports[0];
  port.onmessage = ({ data }) => {
    if (typeof data?.window !== "string") return;
    if (data.type === "leave") {
      leave(port);
      return;
    }
    if (data.type === "reconnect") {
      reconnect();
      return;
    }
    const known = pages.get(port);
    const shown = data.type === "show";
    pages.set(port, { window: data.window, shown });
    if (!known && self.navigator.locks) {
      // Granted only once the page's lock on its window is released: the page is gone.
      self.navigator.locks.request(`strata-window-${data.window}`, () => leave(port));
    }
    // A page shown again after its stream ended (superseded) opens it again; while a refused stream waits to
    // be tried again, the page acts without it.
    if (retryTimer) port.postMessage({ type: "closed" });
    else if (known?.shown !== shown || (shown && !source)) changed();
    // A page joining a window the open stream already follows is told so at once: no new stream opens for it.
    if (shown && source?.readyState === EventSource.OPEN && streamed.split(",").includes(data.window)) {
      port.postMessage({ type: "open" });
    }
  };
  port.start();
};

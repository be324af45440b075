// Strata: progressive enhancement only. Every page works without this file.
(() => {
  "use strict";

  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content ?? "";
  const windowID = meta("strata-window");
  const focusable = "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]";

  // Live updates: the windows of a browser share one event stream, kept by a shared worker (live.js), which
  // follows every shown page and hands each its own events; a hidden tab needs none, and shown again it gets
  // what changed meanwhile. Where shared workers are missing, each page opens its own stream. The page keeps
  // working without live updates (actions follow their links) while its stream is refused or superseded, and
  // a page whose window is gone (away too long, the session expired, the server restarted) renders its address
  // again, which the location bar holds.
  const live = windowID && document.querySelector("[data-live]");
  let streaming = false; // live updates are expected: actions act in place
  let wasOpen = false;

  // The page says whether its live stream is open (data-stream="open" on <html>), so a test or a tool waits on
  // that rather than on time.
  const showStream = (open) => {
    if (open) document.documentElement.dataset.stream = "open";
    else delete document.documentElement.dataset.stream;
  };

  function received(type, data) {
    switch (type) {
      case "open":
        streaming = wasOpen = true;
        showStream(true);
        break;
      case "replace":
        update(data, replace);
        break;
      case "append":
        update(data, append);
        break;
      case "address":
        // The location follows what the window shows, so a reload or a copied link opens the same screen.
        history.replaceState(history.state, "", data);
        break;
      case "gone":
        streaming = false;
        showStream(false);
        if (wasOpen) reloadIfServed();
        break;
      case "closed":
        streaming = false;
        showStream(false);
        break;
      case "paused":
        // Hidden, the page is left out of the stream until shown again; its actions still act in place.
        showStream(false);
        break;
    }
  }

  // A window closed as the server stops is not reloaded into an error page: the page stays as it is, and the
  // stream, reconnecting, tells again once the server is back.
  async function reloadIfServed() {
    try {
      await fetch(location.href, { method: "HEAD", cache: "no-store" });
    } catch {
      return;
    }
    location.reload();
  }

  function shareStream() {
    let port;
    try {
      port = new SharedWorker("/assets/live.js", { name: "strata-live" }).port;
    } catch {
      return false;
    }
    port.onmessage = ({ data }) => received(data.type, data.data);
    port.start();
    const say = (type) => port.postMessage({ type, window: windowID });
    const sayVisibility = () => say(document.visibilityState === "hidden" ? "hide" : "show");
    const hello = () => {
      streaming = true;
      sayVisibility();
      document.addEventListener("visibilitychange", sayVisibility);
      window.addEventListener("focus", sayVisibility);
      window.addEventListener("pageshow", (event) => event.persisted && sayVisibility());
      window.addEventListener("pagehide", () => say("leave"));
    };
    // The lock, held while the page lives, tells the worker when the page is gone without a word.
    if (navigator.locks) navigator.locks.request(`strata-window-${windowID}`, () => new Promise(() => hello()));
    else hello();
    return true;
  }

  // Without a shared worker: this page's own stream, closed while the tab is hidden.
  function ownStream() {
    const streamURL = `/events?window=${encodeURIComponent(windowID)}`;
    let source = null;
      let retryTimer = null;
    let retryDelay = 15000;
    function connect() {
      clearTimeout(retryTimer);
      retryTimer = null;
      const opened = new EventSource(streamURL);
      source = opened;
      streaming = true;
      opened.addEventListener("open", () => {
        retryDelay = 15000;
        received("open");
      });
      for (const type of ["replace", "append", "address", "gone"]) {
        opened.addEventListener(type, (event) => {
          const newline = event.data.indexOf("\n");
          received(type, newline < 0 ? "" : event.data.slice(newline + 1));
        });
      }
      opened.addEventListener("end", () => {
        opened.close();
        received("closed");
      });
      opened.addEventListener("error", () => {
        if (opened.readyState !== EventSource.CLOSED || source !== opened) return;
        received("closed");
        retryTimer = setTimeout(connect, retryDelay + Math.random() * retryDelay);
        retryDelay = Math.min(retryDelay * 2, 300000);
      });
    }
    function reconnectIfClosed() {
      if (document.visibilityState !== "hidden" && (!source || source.readyState === EventSource.CLOSED)) connect();
    }
    connect();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") {
        clearTimeout(retryTimer);
        retryTimer = null;
        source?.close();
        source = null;
        received("paused");
      } else {
        reconnectIfClosed();
      }
    });
    window.addEventListener("focus", reconnectIfClosed);
    window.addEventListener("pagehide", () => source?.close());
  }

  if (live && !("SharedWorker" in window && shareStream())) ownStream();

  // What a scene's own script (served beside this one, from the scene's folder) may use: the page's window and
  // token, whether live updates are expected, and a hook run after each live update with its target.
  const afterUpdate = [];
  window.strata = {
    windowID,
    token: () => meta("csrf-token"),
    get streaming() {
      return streaming;
    },
    afterUpdate: (hook) => afterUpdate.push(hook),
  };

  function update(data, apply) {
    const newline = data.indexOf("\n");
    const target = document.getElementById(newline < 0 ? data : data.slice(0, newline));
    if (!target) return;
    apply(target, newline < 0 ? "" : data.slice(newline + 1));
    announce(target);
    for (const hook of afterUpdate) hook(target);
  }

  // What an update says to a screen reader: the text of its [data-announce] element, put into the page's one
  // polite live region (text inserted with a new live element is often not read).
  const announcer = document.getElementById("announcer");
  function announce(target) {
    const note = target.querySelector("[data-announce]");
    if (announcer && note) announcer.textContent = note.textContent;
  }

  // Replaces an element's content, keeping keyboard focus: on the element with the same id if the new
  // content has one, else on the last focusable element before the replaced part.
  function replace(target, html) {
    const focused = document.activeElement;
    const hadFocus = focused && focused !== document.body && target.contains(focused);
    const before = hadFocus ? lastFocusableBefore(target) : null;
    target.innerHTML = html;
    watchAutoload(target);
    if (!hadFocus) return;
    const same = focused.id ? document.getElementById(focused.id) : null;
    (same ?? before)?.focus({ preventScroll: true });
  }

  function append(target, html) {
    target.insertAdjacentHTML("beforeend", html);
    watchAutoload(target);
  }

  function lastFocusableBefore(element) {
    let found = null;
    for (const candidate of document.querySelectorAll(focusable)) {
      if (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_PRECEDING) found = candidate;
      else break;
    }
    return found;
  }

  // Action links (Retry, Load more) act on the page's window with JavaScript; when that fails (the window or
  // session is gone, the server restarted) the link is followed, and its URL renders the screen.
  async function act(link) {
    if (link.dataset.busy) return;
    link.dataset.busy = "1";
    if (!streaming) {
      location.assign(link.href);
      return;
    }
    try {
      const response = await fetch(link.dataset.action, {
        method: "POST",
        headers: { "X-CSRF-Token": meta("csrf-token"), "X-Strata-Window": windowID },
      });
      if (!response.ok) location.assign(link.href);
      // The update comes over the live stream; should none replace the link in a few seconds, it is followed.
      else setTimeout(() => link.isConnected && link.dataset.busy && location.assign(link.href), 5000);
    } catch {
      location.assign(link.href);
    }
  }

  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-action]") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    act(link);
  });

  // Forms marked data-action (a toggle, such as a star) post to it for the page's window with JavaScript, and the
  // live updates show the result in place; without JavaScript, or when that fails (the window is gone: 409, and
  // nothing was done; the token refused: 403), the form posts as it is, and its answer tells how it went.
  document.addEventListener("submit", async (event) => {
    const form = event.target instanceof Element ? event.target.closest("form[data-action]") : null;
    if (!form || event.defaultPrevented || !streaming) return;
    event.preventDefault();
    try {
      const response = await fetch(form.dataset.action, {
        method: "POST",
        headers: { "X-CSRF-Token": meta("csrf-token"), "X-Strata-Window": windowID },
        body: new URLSearchParams(new FormData(form)),
      });
      if (!response.ok) form.submit();
    } catch {
      form.submit();
    }
  });

  // Links marked data-autoload ("Load more") act when they scroll into view.
  const observer = "IntersectionObserver" in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            observer.unobserve(entry.target);
            act(entry.target);
          }
        }
      }, { rootMargin: "200px" })
    : null;
  function watchAutoload(root) {
    if (!observer || !root || !live) return;
    root.querySelectorAll("[data-autoload]").forEach((target) => observer.observe(target));
  }
  watchAutoload(document.body);


})();

// ---- Chrome: the language switch (the layout's form.language-switch) keeps the place ----
// The switch posts and the server redirects to the same address; the scroll position goes along in the tab's
// session storage and is restored once, on that address only.
(() => {
  "use strict";

  const key = "strata.languageSwitch.scroll";
  const here = () => location.pathname + location.search;

  // No address shown holds `window=`: the server answers a page load naming its window with a redirect to
  // the clean address (WebRequestContext.windowPage), with or without JavaScript.
  for (const form of document.querySelectorAll("form.language-switch")) {
    form.addEventListener("submit", () => {
      // The address may have followed the window (history.replaceState) since the page was rendered.
      const back = form.querySelector("input[name=return]");
      if (back) back.value = here();
      try {
        sessionStorage.setItem(key, JSON.stringify({ path: here(), x: scrollX, y: scrollY }));
      } catch {
        // Storage refused (private mode, quota): the switch still works, at the top of the page.
      }
    });
  }
  let place = null;
  try {
    place = JSON.parse(sessionStorage.getItem(key) ?? "null");
    sessionStorage.removeItem(key);
  } catch {
    place = null;
  }
  if (!place || place.path !== here()) return;
  const restore = () => window.scrollTo(place.x, place.y);
  restore();
  if (document.readyState !== "complete") window.addEventListener("load", restore, { once: true });
})();
// ---- end Chrome ----

/* Refresh that shows its progress (every scene) — begin */
// A Refresh that shows its progress (ScreenParts.refresh(_:busyTitle:…)) turns busy as soon as it is pressed, in
// its place and keeping the focus, until the live update that shows the loading state replaces it. It runs after
// the action links' handler, which marks the click handled when it acts.
(() => {
  "use strict";
  document.addEventListener("click", (event) => {
    const refresh = event.target instanceof Element ? event.target.closest("a.refresh-progress[data-action]") : null;
    if (!refresh || !event.defaultPrevented) return;
    refresh.classList.add("is-busy");
    refresh.setAttribute("aria-busy", "true");
    refresh.setAttribute("aria-disabled", "true");
  });
})();
/* Refresh that shows its progress (every scene) — end */

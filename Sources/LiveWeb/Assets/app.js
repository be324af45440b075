// Strata: progressive enhancement only. Every page works without this file.
(() => {
  "use strict";

  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content ?? "";
  takeServedWindow();
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
        showLost(false);
        break;
      case "lost":
        // The connection dropped and the server does not answer: the page stays as it is, its actions try
        // in place and say when they could not, and the banner says so until the stream is back.
        showStream(false);
        showLost(true);
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
        showLost(false);
        // An action waiting to be tried again is kept: its Retry then follows its link, which renders the screen.
        if (wasOpen && !document.querySelector("[data-unreachable]")) reloadIfServed();
        break;
      case "closed":
        streaming = false;
        showStream(false);
        showLost(false);
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
    if (await reachable()) location.reload();
  }

  // What the page says when the server cannot be reached, in its language (the layout's #announcer carries the
  // words: none can be fetched then).
  const announcer = document.getElementById("announcer");
  const words = announcer?.dataset ?? {};

  // The server answers, or something in front of it does with a gateway error of its own (no Strata behind it).
  const unreachableStatus = (status) => status === 502 || status === 503 || status === 504;
  async function reachable() {
    try {
      const response = await fetch("/assets/live.js", { method: "HEAD", cache: "no-store" });
      return !unreachableStatus(response.status);
    } catch {
      return false;
    }
  }

  // The banner of a lost live connection: quiet (a status, not an alert), put in the page empty the first time
  // the connection is lost and filled a frame later, so that its words are read; emptied (nothing shown) once
  // the stream is back. The page says it on <html> too (data-connection="lost"), for tests and tools.
  let banner = null;
  const fillBanner = () => {
    banner.textContent = document.documentElement.dataset.connection === "lost" ? words.connectionLost ?? "" : "";
  };
  function showLost(lost) {
    if (lost) document.documentElement.dataset.connection = "lost";
    else delete document.documentElement.dataset.connection;
    if (banner) {
      fillBanner();
    } else if (lost) {
      banner = document.createElement("div");
      banner.className = "connection-banner";
      banner.setAttribute("role", "status");
      document.body.append(banner);
      requestAnimationFrame(fillBanner);
    }
  }

  // An action that could not reach the server says so beside its control, with a Retry that repeats exactly
  // that action; its words go to the page's polite live region too, as a note inserted is often not read.
  const notes = new WeakMap(); // control → its note
  function unreachableAt(control, retry) {
    forgetUnreachable(control);
    const note = document.createElement("span");
    note.className = "unreachable";
    note.dataset.unreachable = "";
    const text = document.createElement("span");
    text.textContent = words.unreachable ?? "";
    const again = document.createElement("button");
    again.type = "button";
    again.className = "button-secondary unreachable-retry";
    again.textContent = words.retry ?? "";
    again.addEventListener("click", () => {
      // The keyboard stays where it was: on the control (a form's button), as the note goes.
      const hadFocus = document.activeElement === again;
      forgetUnreachable(control);
      const target = control.matches(focusable) ? control : control.querySelector(focusable);
      if (hadFocus && control.isConnected) target?.focus({ preventScroll: true });
      retry();
    });
    note.append(text, " ", again);
    control.after(note);
    notes.set(control, note);
    if (announcer) {
      announcer.textContent = "";
      requestAnimationFrame(() => (announcer.textContent = text.textContent));
    }
  }
  function forgetUnreachable(control) {
    notes.get(control)?.remove();
    notes.delete(control);
  }

  // An answer from the server while the stream is lost: it is back, so the stream is tried again now rather
  // than at its next attempt.
  let reconnectNow = () => {};
  function answered() {
    if (document.documentElement.dataset.connection === "lost") reconnectNow();
  }

  // Goes to `href` (a link followed, an action's fallback) only when the server answers, so that the tab is
  // never left on the browser's error page; else `control` says it could not, and its Retry tries again.
  async function navigate(href, control, retry) {
    if (await reachable()) location.assign(href);
    else unreachableAt(control, retry);
  }

  function shareStream() {
    let port = null;
    let release = null;
    const say = (type) => port?.postMessage({ type, window: windowID });
    const sayVisibility = () => say(document.visibilityState === "hidden" ? "hide" : "show");
    const hello = () => {
      streaming = true;
      sayVisibility();
    };
    function connect() {
      try {
        port = new SharedWorker("/assets/live.js", { name: "strata-live" }).port;
      } catch {
        return false;
      }
      port.onmessage = ({ data }) => received(data.type, data.data);
      port.start();
      // The lock, held while the page lives, tells the worker when the page is gone without a word.
      if (navigator.locks) {
        navigator.locks.request(`strata-window-${windowID}`, () => new Promise((resolve) => {
          release = resolve;
          hello();
        }));
      } else {
        hello();
      }
      return true;
    }
    document.addEventListener("visibilitychange", sayVisibility);
    window.addEventListener("focus", sayVisibility);
    // Leaving, the page lets go of the worker and its lock: a page that keeps a port the worker writes to, or a
    // lock, is not kept in the back/forward cache. Restored from it, the page joins again, and its stream
    // brings what changed while it was away.
    window.addEventListener("pagehide", () => {
      say("leave");
      port?.close();
      port = null;
      release?.();
      release = null;
      showStream(false);
    });
    window.addEventListener("pageshow", (event) => event.persisted && connect());
    reconnectNow = () => say("reconnect");
    return connect();
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
      source?.close();
      const opened = new EventSource(streamURL);
      source = opened;
      streaming = true;
      let wasOpened = false;
      opened.addEventListener("open", () => {
        wasOpened = true;
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
      opened.addEventListener("error", async () => {
        if (source !== opened) return;
        if (opened.readyState === EventSource.CLOSED) {
          received("closed");
          retryTimer = setTimeout(connect, retryDelay + Math.random() * retryDelay);
          retryDelay = Math.min(retryDelay * 2, 300000);
          return;
        }
        // Reconnecting by itself: a stream that ends (its lifetime) comes back at once; the server is lost when
        // it does not answer.
        if (wasOpened) {
          wasOpened = false;
          if (await reachable()) return;
        }
        if (source === opened && opened.readyState !== EventSource.OPEN) received("lost");
      });
    }
    function reconnectIfClosed() {
      if (document.visibilityState !== "hidden" && (!source || source.readyState === EventSource.CLOSED)) connect();
    }
    function disconnect() {
      clearTimeout(retryTimer);
      retryTimer = null;
      source?.close();
      source = null;
    }
    connect();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") {
        disconnect();
        received("paused");
      } else {
        reconnectIfClosed();
      }
    });
    window.addEventListener("focus", reconnectIfClosed);
    // An open stream keeps the page out of the back/forward cache: closed as the page goes, opened again when
    // it is restored.
    window.addEventListener("pagehide", () => {
      disconnect();
      showStream(false);
    });
    window.addEventListener("pageshow", (event) => event.persisted && connect());
    reconnectNow = () => source && source.readyState !== EventSource.OPEN && connect();
  }

  if (live && !("SharedWorker" in window && shareStream())) ownStream();

  // A page the browser shows from its cache once the server said it is unchanged (`304 Not Modified`) names the
  // window it was first served with, which another tab may be showing. The server names a window of this page's own
  // in that answer's Server-Timing (`window;desc="<id>"`, the one header of its own response a script can read), and
  // the page takes it wherever it named the other. A page shown from the cache without asking (back and forward)
  // received no answer and keeps the window it names.
  function takeServedWindow() {
    const navigation = performance.getEntriesByType?.("navigation")[0];
    if (!navigation?.transferSize) return;
    const served = navigation.serverTiming?.find((timing) => timing.name === "window")?.description ?? "";
    const named = meta("strata-window");
    if (!/^[0-9a-f]{32}$/.test(served) || !named || served === named) return;
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        if (attribute.value.includes(named)) attribute.value = attribute.value.replaceAll(named, served);
      }
    }
  }

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
  // session is gone, the server restarted) the link is followed, and its URL renders the screen. When the
  // server cannot be reached at all, the page stays and the link says so (unreachableAt).
  async function act(link) {
    if (link.dataset.busy) return;
    link.dataset.busy = "1";
    forgetUnreachable(link);
    // What was busy before: what the click's other handlers mark busy is put back if the action fails.
    const busyBefore = new Set(document.querySelectorAll("[aria-busy=true]"));
    const failed = () => {
      delete link.dataset.busy;
      link.classList.remove("is-busy");
      link.removeAttribute("aria-disabled");
      for (const element of document.querySelectorAll("[aria-busy=true]")) {
        if (!busyBefore.has(element)) element.removeAttribute("aria-busy");
      }
      unreachableAt(link, () => act(link));
    };
    const follow = async () => {
      if (await reachable()) location.assign(link.href);
      else if (link.isConnected) failed();
    };
    if (!streaming) {
      await follow();
      return;
    }
    let response = null;
    try {
      response = await fetch(link.dataset.action, {
        method: "POST",
        headers: { "X-CSRF-Token": meta("csrf-token"), "X-Strata-Window": windowID },
      });
    } catch {
      response = null;
    }
    if (!response || unreachableStatus(response.status)) {
      failed();
      return;
    }
    answered();
    if (!response.ok) location.assign(link.href);
    // The update comes over the live stream; should none replace the link in a few seconds, it is followed.
    else setTimeout(() => link.isConnected && link.dataset.busy && follow(), 5000);
  }

  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-action]") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    act(link);
  });

  // Links within the site, on a page whose live connection is lost: followed only once the server answers,
  // so a click (Next, a scene) never leaves the tab on the browser's error page.
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!link || event.defaultPrevented || document.documentElement.dataset.connection !== "lost") return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute("download") || link.origin !== location.origin) return;
    if (link.pathname === location.pathname && link.search === location.search && link.hash) return;
    event.preventDefault();
    const go = () => navigate(link.href, link, go);
    forgetUnreachable(link);
    go();
  });

  // Forms marked data-action (a toggle, such as a star) post to it for the page's window with JavaScript, and the
  // live updates show the result in place; without JavaScript, or when that fails (the window is gone: 409, and
  // nothing was done; the token refused: 403), the form posts as it is, and its answer tells how it went. When
  // the server cannot be reached, the form stays as it is and says so, and its Retry posts the same again.
  document.addEventListener("submit", (event) => {
    const form = event.target instanceof Element ? event.target.closest("form[data-action]") : null;
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    const body = new URLSearchParams(new FormData(form));
    const post = streaming ? () => send(form, body) : () => submit(form);
    forgetUnreachable(form);
    post();

    async function send(form, body) {
      let response = null;
      try {
        response = await fetch(form.dataset.action, {
          method: "POST",
          headers: { "X-CSRF-Token": meta("csrf-token"), "X-Strata-Window": windowID },
          body,
        });
      } catch {
        response = null;
      }
      if (!response || unreachableStatus(response.status)) {
        unreachableAt(form, () => send(form, body));
        return;
      }
      answered();
      if (!response.ok) form.submit();
    }
  });

  // Any other form, on a page whose live connection is lost (a search, the language switch): sent as it was
  // meant to be, submitter and all, once the server answers.
  const cleared = new WeakSet();
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented || cleared.has(form)) return;
    if (document.documentElement.dataset.connection !== "lost" || form.target) return;
    event.preventDefault();
    const submitter = event.submitter;
    const send = async () => {
      forgetUnreachable(form);
      if (!(await reachable())) {
        unreachableAt(form, send);
        return;
      }
      cleared.add(form);
      try {
        form.requestSubmit(submitter?.form === form ? submitter : null);
      } finally {
        cleared.delete(form);
      }
    };
    send();
  });

  // A form posted as it is, once the server answers.
  async function submit(form) {
    if (await reachable()) form.submit();
    else unreachableAt(form, () => submit(form));
  }

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

/* Times in the reader's zone (every scene) */
(() => {
  // A time the server wrote in UTC (it cannot know the reader's zone), such as when a service's limit resets
  // (an upstream's rate limit or daily quota), is written again in the browser's zone and language: the time, with its
  // day when not today.
  const writeLocalTimes = () => {
    for (const time of document.querySelectorAll("time[data-local-time]")) {
      time.removeAttribute("data-local-time");
      const date = new Date(time.dateTime);
      if (Number.isNaN(date.getTime())) continue;
      const options = { hour: "numeric", minute: "2-digit", hourCycle: "h23" };
      if (date.toDateString() !== new Date().toDateString()) Object.assign(options, { month: "short", day: "numeric" });
      time.textContent = new Intl.DateTimeFormat(document.documentElement.lang || undefined, options).format(date);
    }
  };
  writeLocalTimes();
  // Live updates bring new markup: its times are written again as they come.
  new MutationObserver(writeLocalTimes).observe(document.documentElement, { childList: true, subtree: true });
})();

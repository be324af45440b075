// Strata: progressive enhancement only. Every page works without this file.
(() => {
  "use strict";

  const meta = (name) => document.querySelector(`meta[name="${name}"]`)?.content ?? "";
  const windowID = meta("strata-window");
  const focusable = "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]";
  let source = null;

  // One event stream per page (its window), carrying every live region's updates. A hidden tab closes it,
  // so background tabs hold no connection; shown again, it reopens and gets what changed meanwhile.
  // The server ends a stream after some minutes (the browser reconnects by itself), ends a session's oldest
  // stream for a newer tab's ("end" event: this page waits until it is shown or focused again), and refuses one
  // when too many are open (503): the page keeps working without live updates (actions follow their links)
  // and tries again later.
  const live = windowID && document.querySelector("[data-live]");
  const streamURL = `/events?window=${encodeURIComponent(windowID)}`;
  let wasOpen = false;
  let retryTimer = null;
  let retryDelay = 15000;
  function connect() {
    clearTimeout(retryTimer);
    retryTimer = null;
    const opened = new EventSource(streamURL);
    source = opened;
    opened.addEventListener("open", () => {
      wasOpen = true;
      retryDelay = 15000;
    });
    opened.addEventListener("replace", (event) => update(event.data, replace));
    opened.addEventListener("append", (event) => update(event.data, append));
    opened.addEventListener("address", (event) => {
      // The location follows what the window shows, so a reload or a copied link opens the same screen.
      history.replaceState(history.state, "", event.data);
    });
    opened.addEventListener("end", () => opened.close());
    opened.addEventListener("error", () => {
      if (opened.readyState === EventSource.CLOSED && source === opened) closed(opened);
    });
  }
  // Refused or gone: a window that is gone (the tab was away too long, the session expired, the server
  // restarted) renders its address again, which the location bar holds; else the stream is tried again later.
  async function closed(opened) {
    let status = 0;
    try {
      status = (await fetch(streamURL, { method: "HEAD", cache: "no-store" })).status;
    } catch {}
    if (source !== opened || retryTimer) return;
    if (status === 404 || status === 409) {
      if (wasOpen) location.reload();
      return;
    }
    retryTimer = setTimeout(connect, retryDelay + Math.random() * retryDelay);
    retryDelay = Math.min(retryDelay * 2, 300000);
  }
  function reconnectIfClosed() {
    if (document.visibilityState !== "hidden" && source?.readyState === EventSource.CLOSED) connect();
  }
  if (live) {
    connect();
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") {
        clearTimeout(retryTimer);
        retryTimer = null;
        source?.close();
      } else {
        reconnectIfClosed();
      }
    });
    window.addEventListener("focus", reconnectIfClosed);
    window.addEventListener("pagehide", () => source?.close());
  }

  function update(data, apply) {
    const newline = data.indexOf("\n");
    const target = document.getElementById(newline < 0 ? data : data.slice(0, newline));
    if (!target) return;
    apply(target, newline < 0 ? "" : data.slice(newline + 1));
    announce(target);
    filterSuggestions();
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
    if (!source || source.readyState === EventSource.CLOSED) {
      location.assign(link.href);
      return;
    }
    try {
      const response = await fetch(link.dataset.action, {
        method: "POST",
        headers: { "X-CSRF-Token": meta("csrf-token"), "X-Strata-Window": windowID },
      });
      if (!response.ok) location.assign(link.href);
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

  // Forms marked data-action (a user's bookmark star) post to it for the page's window with JavaScript, and the
  // live updates show the result in place; without JavaScript, or when that fails, the form posts as it is.
  document.addEventListener("submit", async (event) => {
    const form = event.target instanceof Element ? event.target.closest("form[data-action]") : null;
    if (!form || event.defaultPrevented || !source || source.readyState === EventSource.CLOSED) return;
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
    if (!observer || !root || !source) return;
    root.querySelectorAll("[data-autoload]").forEach((target) => observer.observe(target));
  }
  watchAutoload(document.body);

  // Search suggestions (the Movies search field): the recent queries that start with what is typed, as the
  // server shows them for the field's text without JavaScript; Down moves into them, Up and Escape back out.
  const field = document.querySelector("input[aria-controls]");
  const suggestions = () => field && document.getElementById(field.getAttribute("aria-controls"));
  function filterSuggestions() {
    const list = suggestions();
    if (!list) return;
    const typed = field.value.trim().toLocaleLowerCase();
    for (const item of list.querySelectorAll("li")) {
      item.hidden = !item.textContent.toLocaleLowerCase().startsWith(typed);
    }
  }
  const visibleLinks = () => [...(suggestions()?.querySelectorAll("li:not([hidden]) a") ?? [])];
  field?.addEventListener("input", filterSuggestions);
  field?.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown") return;
    const first = visibleLinks()[0];
    if (first) {
      event.preventDefault();
      // NB: the panel shows while the field has focus; it is held open so the focus can move into it.
      suggestions().classList.add("suggestions-open");
      first.focus();
    }
  });
  suggestions()?.addEventListener("focusout", (event) => {
    if (!suggestions().contains(event.relatedTarget)) suggestions().classList.remove("suggestions-open");
  });
  suggestions()?.addEventListener("keydown", (event) => {
    const links = visibleLinks();
    const index = links.indexOf(document.activeElement);
    if (index < 0) return;
    if (event.key === "ArrowDown" && index + 1 < links.length) links[index + 1].focus();
    else if (event.key === "ArrowUp") (index > 0 ? links[index - 1] : field).focus();
    else if (event.key === "Escape") field.focus();
    else return;
    event.preventDefault();
  });
})();

// Strata: progressive enhancement only. Every page works without this file.
(() => {
  "use strict";

  const csrfToken = () => document.querySelector('meta[name="csrf-token"]')?.content ?? "";
  const sources = [];

  // Live regions: <div id="…" data-live="/events?region=…"> is replaced by each `fragment` event.
  for (const region of document.querySelectorAll("[data-live]")) {
    const source = new EventSource(region.dataset.live);
    source.addEventListener("fragment", (event) => {
      const current = document.getElementById(region.id);
      if (current) {
        current.outerHTML = event.data;
        watchAutoload(document.getElementById(region.id));
      }
    });
    sources.push(source);
  }
  window.addEventListener("pagehide", () => sources.forEach((source) => source.close()));

  // Forms marked data-async post in the background; the live regions show the new state.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-async") || sources.length === 0) return;
    event.preventDefault();
    fetch(form.action, {
      method: "POST",
      headers: { "X-CSRF-Token": csrfToken(), "X-Strata-Async": "1" },
      body: new URLSearchParams(new FormData(form, event.submitter)),
    }).then((response) => {
      if (!response.ok) form.submit();
    }, () => form.submit());
  });

  // Elements marked data-autoload (a "Load more" button) are clicked when they scroll into view.
  const observer = "IntersectionObserver" in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            observer.unobserve(entry.target);
            entry.target.click();
          }
        }
      }, { rootMargin: "200px" })
    : null;
  function watchAutoload(root) {
    if (!observer || !root) return;
    const targets = root.matches?.("[data-autoload]") ? [root] : [];
    targets.push(...root.querySelectorAll("[data-autoload]"));
    targets.forEach((target) => observer.observe(target));
  }
  watchAutoload(document.body);
})();

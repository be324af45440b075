// Strata's Air quality scene: progressive enhancement only, after app.js (its `window.strata`). Every page works
// without this file.
(() => {
  // A chart's hours are one tab stop, and the arrow keys (Home, End) move along them, each telling its value;
  // Refresh shows it is busy as soon as it is pressed, in its place, until the live update that shows the
  // refreshed measurements replaces it.
  document.addEventListener("keydown", (event) => {
    const hour = event.target instanceof Element ? event.target.closest(".aq-hour") : null;
    if (!hour) return;
    const hours = [...hour.parentElement.querySelectorAll(".aq-hour")];
    const index = hours.indexOf(hour);
    const next = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: hours.length - 1 }[event.key];
    if (next === undefined || !hours[next]) return;
    event.preventDefault();
    hour.tabIndex = -1;
    hours[next].tabIndex = 0;
    hours[next].focus();
  });
  // Refresh turns busy in its place as any scene's does (the "Refresh that shows its progress" handler);
  // the measurements it will replace are marked busy too.
  document.addEventListener("click", (event) => {
    const refresh = event.target instanceof Element ? event.target.closest("a#aq-refresh[data-action]") : null;
    if (!refresh || !strata.streaming || !event.defaultPrevented) return;
    document.getElementById("aq-measurements")?.setAttribute("aria-busy", "true");
  });
})();

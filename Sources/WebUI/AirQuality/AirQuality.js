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
  // A time the server wrote in UTC (it cannot know the reader's zone), such as when AirKorea's daily quota
  // resets, is written again in the browser's zone and language: the time, with its day when not today.
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

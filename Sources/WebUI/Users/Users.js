// Strata's GitHub users scene: progressive enhancement only, after app.js. Every page works without this file.
//
// Star confirmations (toasts), Undo and the focus after an unstar. A confirmation (.users-toast) hides itself by
// the stylesheet's animation and then leaves the page. Unstarring a row on Bookmarks removes it: the keyboard focus
// goes to the next row's star (the previous one's for the last row), not back to the top of the list; Undo puts
// the row back, and the focus on its star. The star to focus is also kept in the tab's session storage, for a star
// posted before the live updates were open (the form posts as it is and the page comes again).
(() => {
  "use strict";

  document.addEventListener("animationend", (event) => {
    if (event.target instanceof Element && event.target.matches(".users-toast")) event.target.remove();
  });

  const key = "strata.users.focusAfterStar";
  const remember = (id) => {
    try {
      if (id) sessionStorage.setItem(key, id);
      else sessionStorage.removeItem(key);
    } catch {
      // Storage refused (private mode, quota): the live update still moves the focus.
    }
  };
  let recalled = null;
  try {
    recalled = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
  } catch {
    recalled = null;
  }
  if (recalled && location.pathname === "/users/bookmarks") document.getElementById(recalled)?.focus();

  let focusNext = null; // { gone: the button sent, id: the star to focus once it is gone and that star is shown }
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target instanceof Element ? event.target.closest("form.user-star") : null;
      if (!form || location.pathname !== "/users/bookmarks") return;
      const button = form.querySelector("button");
      const row = form.closest(".user-row");
      const neighbour = row && form.elements.bookmarked.value === "false"
        ? row.nextElementSibling ?? row.previousElementSibling
        : null;
      const id = form.closest(".users-toast")
        ? `star-${form.elements.id.value}`
        : neighbour?.querySelector(".user-star button")?.id;
      focusNext = id ? { gone: button, id } : null;
      remember(id);
    },
    true,
  );
  new MutationObserver(() => {
    if (!focusNext || focusNext.gone.isConnected) return;
    const target = document.getElementById(focusNext.id);
    if (!target) return;
    focusNext = null;
    remember(null);
    // Runs after the live update's own focus keeping, which fell back to the link before the list.
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "nearest" });
  }).observe(document.body, { childList: true, subtree: true });
})();

// Strata's GitHub users scene: progressive enhancement only, after app.js. Every page works without this file.
//
// Star confirmations (toasts), Undo and the focus after an unstar. A confirmation (.users-toast) hides itself by
// the stylesheet's animation and then leaves the page; Escape dismisses it at once. Unstarring a row on Bookmarks
// removes it, and the star pressed with it: the keyboard focus goes to the toast's Undo, the one thing to do
// next about what was just done (its label names the user; the toast, a status, says whose bookmark went), where
// it keeps the toast. Escape there dismisses the toast and puts the focus on the next row's star (the previous
// one's for the last row), as does a toast that offers no Undo; Undo puts the row back, and the focus on its star.
// The star to focus is also kept in the tab's session storage, for a star posted before the live updates were open
// (the form posts as it is and the page comes again).
(() => {
  "use strict";

  document.addEventListener("animationend", (event) => {
    if (event.target instanceof Element && event.target.matches(".users-toast")) event.target.remove();
  });

  const undoID = "users-undo";
  // Where Escape on Undo sends the focus: the star that followed the row unstarred.
  let afterUndo = null;

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    const toast = [...document.querySelectorAll(".users-toast")].find((each) => each.checkVisibility?.() ?? true);
    if (!toast) return;
    const hadFocus = toast.contains(document.activeElement);
    toast.remove();
    event.preventDefault();
    if (hadFocus) {
      const target = (afterUndo && document.getElementById(afterUndo)) || document.querySelector(".user-star button");
      target?.focus();
    }
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
  if (recalled && location.pathname === "/users/bookmarks") {
    // "undo:star-…": an unstar, whose page comes with Undo; else the star to focus.
    const [undo, star] = recalled.startsWith("undo:") ? [true, recalled.slice(5)] : [false, recalled];
    afterUndo = undo ? star : null;
    ((undo && document.getElementById(undoID)) || document.getElementById(star))?.focus();
  }

  // { gone: the button sent, id: the star to focus once it is gone and that star is shown, undo: whether Undo
  // comes instead }
  let focusNext = null;
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target instanceof Element ? event.target.closest("form.user-star") : null;
      if (!form || location.pathname !== "/users/bookmarks") return;
      const button = form.querySelector("button");
      const row = form.closest(".user-row");
      const unstar = Boolean(row) && form.elements.bookmarked.value === "false";
      const neighbour = unstar ? row.nextElementSibling ?? row.previousElementSibling : null;
      const id = form.closest(".users-toast")
        ? `star-${form.elements.id.value}`
        : neighbour?.querySelector(".user-star button")?.id;
      focusNext = id || unstar ? { gone: button, id, undo: unstar } : null;
      remember(unstar ? `undo:${id ?? ""}` : id);
    },
    true,
  );
  new MutationObserver(() => {
    if (!focusNext || focusNext.gone.isConnected) return;
    const undo = focusNext.undo ? document.getElementById(undoID) : null;
    const target = undo ?? (focusNext.id ? document.getElementById(focusNext.id) : null);
    // The row may go before its toast comes: the focus waits on the next star, and moves to Undo as it comes.
    if (!target || (focusNext.undo && !undo && document.activeElement === target)) return;
    afterUndo = focusNext.undo ? focusNext.id ?? null : null;
    if (undo || !focusNext.undo) {
      focusNext = null;
      remember(null);
    }
    // Runs after the live update's own focus keeping, which fell back to the link before the list.
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "nearest" });
  }).observe(document.body, { childList: true, subtree: true });
})();

// Strata's Movies scene: progressive enhancement only, after app.js (its `window.strata`). Every page works
// without this file.
(() => {
  // The Movies search field's recent searches (Sources/WebUI/Movies/MoviesSuggestionsPanel.swift). Without this
  // script they are links with remove forms, shown while the field has focus. Here the field becomes an ARIA 1.2
  // combobox over them made a listbox: the panel opens as the field is focused or typed in and shows the recent
  // searches that start with what is typed (but that text itself); until the field is edited, the text it came
  // with is the page's own query, not something typed, and every recent search but that query shows. ArrowDown and ArrowUp move
  // the highlight (aria-activedescendant), Enter searches for the highlighted one, Escape closes the panel and a
  // second Escape clears the field. A remove button removes its search in place: pressed from the keyboard it hands
  // the focus to the next one's, else to the field; clicked, the focus stays in the field, as it does for an
  // option, so the panel stays open. A live update replaces the panel's markup, which `filterSuggestions` (run after
  // each live update) upgrades.
  const comboField = document.getElementById("movies-query");
  const comboSearch = comboField?.closest(".movies-search");
  const comboRegion = () => document.getElementById("movies-suggestions");
  const comboList = () => document.getElementById("movies-suggestions-list");
  const comboOptions = () => [...(comboList()?.children ?? [])];
  const comboRemovals = () => [...(comboRegion()?.querySelector(".movies-suggestions-removals")?.children ?? [])];
  const comboShown = () => comboOptions().filter((option) => !option.hidden);
  let comboOpen = false; // the user opened the panel and has not closed it
  let comboActive = null; // the id of the highlighted option
  let comboEdited = false; // the field holds what the user typed, not the page's query
  let comboPointer = false; // the remove button being pressed was pressed with the pointer

  // Makes the server's links a listbox of options (an option holds no link: it is chosen by the script), hides
  // those that are not suggestions for the field's text, and shows the panel as it should be.
  function filterSuggestions() {
    if (!comboSearch) return;
    const list = comboList();
    if (list) {
      list.setAttribute("role", "listbox");
      comboField.setAttribute("aria-controls", list.id);
    } else {
      comboField.removeAttribute("aria-controls");
    }
    const value = comboField.value.trim().toLocaleLowerCase();
    const typed = comboEdited ? value : "";
    const removals = comboRemovals();
    comboOptions().forEach((option, index) => {
      option.setAttribute("role", "option");
      const link = option.querySelector("a[href]");
      if (link) {
        option.dataset.href = link.getAttribute("href");
        link.removeAttribute("href");
      }
      const query = option.textContent.toLocaleLowerCase();
      option.hidden = Boolean(option.dataset.removed) || !query.startsWith(typed) || query === value;
      if (removals[index]) removals[index].hidden = option.hidden;
    });
    comboHighlight(comboShown().find((option) => option.id === comboActive) ?? null);
    comboShow(comboOpen);
  }

  function comboShow(open) {
    comboOpen = open;
    const expanded = open && comboShown().length > 0;
    comboSearch.classList.toggle("suggestions-expanded", expanded);
    comboField.setAttribute("aria-expanded", String(expanded));
    if (!expanded) comboHighlight(null);
  }

  function comboHighlight(option) {
    comboActive = option?.id ?? null;
    for (const each of comboOptions()) each.setAttribute("aria-selected", String(each === option));
    if (option) {
      comboField.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    } else {
      comboField.removeAttribute("aria-activedescendant");
    }
  }

  function comboChoose(option) {
    comboField.value = option.textContent;
    comboShow(false);
    location.assign(option.dataset.href);
  }

  function comboKeydown(event) {
    const shown = comboShown();
    const expanded = comboField.getAttribute("aria-expanded") === "true";
    const index = expanded ? shown.findIndex((option) => option.id === comboActive) : -1;
    if (event.key === "ArrowDown" && shown.length) {
      comboShow(true);
      comboHighlight(shown[Math.min(index + 1, shown.length - 1)]);
    } else if (event.key === "ArrowUp" && index >= 0) {
      comboHighlight(index > 0 ? shown[index - 1] : null);
    } else if (event.key === "Enter" && index >= 0) {
      comboChoose(shown[index]);
    } else if (event.key === "Escape" && expanded) {
      comboShow(false);
    } else if (event.key === "Escape" && comboField.value) {
      comboField.value = "";
      filterSuggestions();
    } else {
      return;
    }
    event.preventDefault();
  }

  // Removes a recent search in place: the focus moves on first (to the next shown one's button, else to the field)
  // so it never leaves the search, the row goes, and the server deletes it; should that fail, the form posts as
  // it is and the page comes again.
  async function comboRemove(form) {
    const removals = comboRemovals();
    const row = form.closest("li");
    const index = removals.indexOf(row);
    const option = comboOptions()[index];
    const next = removals.slice(index + 1).find((each) => !each.hidden)?.querySelector("button");
    if (comboPointer) comboField.focus();
    else (next ?? comboField).focus();
    comboPointer = false;
    if (option) option.dataset.removed = "1";
    filterSuggestions();
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "X-CSRF-Token": strata.token(), "X-Strata-Window": strata.windowID },
        body: new URLSearchParams(new FormData(form)),
      });
      if (!response.ok) throw new Error(String(response.status));
    } catch {
      if (form.isConnected) form.submit();
      return;
    }
    option?.remove();
    row.remove();
  }

  if (comboSearch) {
    comboField.setAttribute("role", "combobox");
    comboField.setAttribute("aria-autocomplete", "list");
    comboSearch.classList.add("suggestions-combobox");
    filterSuggestions();
    comboField.addEventListener("focus", () => comboShow(true));
    comboField.addEventListener("click", () => comboShow(true));
    comboField.addEventListener("input", () => {
      comboEdited = true;
      comboActive = null;
      comboOpen = true;
      filterSuggestions();
    });
    comboField.addEventListener("keydown", comboKeydown);
    comboSearch.addEventListener("keydown", () => (comboPointer = false), true);
    // Checked once the focus has landed, as a live update that replaced the focused button focuses its
    // successor right after.
    comboSearch.addEventListener("focusout", () => {
      setTimeout(() => comboSearch.contains(document.activeElement) || comboShow(false), 0);
    });
    comboSearch.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || event.target === comboField || !comboOpen) return;
      event.preventDefault();
      comboField.focus();
      comboShow(false);
    });
    // A press on an option or a remove button keeps the focus in the field (the panel would close under the
    // pointer, or the focus be lost with the button it was on); a click then chooses the option or removes.
    comboSearch.addEventListener("mousedown", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      comboPointer = Boolean(target?.closest(".movies-suggestion-remove button"));
      if (target?.closest("[role=option]") || comboPointer) event.preventDefault();
    });
    comboSearch.addEventListener("click", (event) => {
      const option = event.target instanceof Element ? event.target.closest("[role=option]") : null;
      if (option) comboChoose(option);
    });
    comboSearch.addEventListener("submit", (event) => {
      const form = event.target instanceof Element ? event.target.closest("form.movies-suggestion-remove") : null;
      if (!form) return;
      event.preventDefault();
      comboRemove(form);
    });
  }
  strata.afterUpdate(filterSuggestions);
})();

/* Offline play over http(s): registers sw.js (scope: this site's own folder), asks the browser to
   keep the storage (navigator.storage.persist), and tells the player, in #offline-status (a small
   box outside the game's own UI):
     - "Ready to play offline" once every file of this version is cached, for 8 s or until its
       × is clicked;
     - "A new version is ready" with an "Update now" button when a newer version has been cached
       (it waits: the running game is not replaced until the player says so).
   <html data-offline="ready|update"> mirrors the state for tests. The words follow the game's
   language (<html lang>), also when it is switched while the box is up. Not used on file:// (the
   standalone page needs no service worker). */
(function () {
  "use strict";
  if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
  // A browser that cannot run the game (index.html's check: no WebAssembly) keeps no offline copy.
  if (document.documentElement.getAttribute("data-unsupported")) return;
  var SHOW_READY_MS = 8000;
  var reloading = false;

  function box() { return document.getElementById("offline-status"); }

  // The box's words in the page's language: index.html's loading-screen table (window.tycoonText).
  var ENGLISH = { offline_ready: "Ready to play offline", update_now: "Update now",
                  offline_update: "A new version of Tycoon Table is ready." };
  function words(key) { return window.tycoonText ? window.tycoonText(key) : ENGLISH[key]; }

  // Each piece of the box keeps its message key (data-key), so it can be worded again when the
  // player switches the game's language while the box is up.
  function show(state, key, button) {
    document.documentElement.setAttribute("data-offline", state);
    var el = box();
    if (!el) return;
    el.textContent = "";
    var message = document.createElement("span");
    message.setAttribute("data-key", key);
    message.textContent = words(key);
    el.appendChild(message);
    if (button) el.appendChild(button);
    el.hidden = false;
  }

  function reword() {
    var el = box();
    if (!el) return;
    var parts = el.querySelectorAll("[data-key]");
    for (var i = 0; i < parts.length; i++) parts[i].textContent = words(parts[i].getAttribute("data-key"));
    var labelled = el.querySelectorAll("[data-label-key]");
    for (var j = 0; j < labelled.length; j++) {
      labelled[j].setAttribute("aria-label", words(labelled[j].getAttribute("data-label-key")));
    }
  }

  function closer() {  // "Ready to play offline" can be put away at once
    var button = document.createElement("button");
    button.type = "button";
    button.className = "offline-close";
    button.setAttribute("data-label-key", "close");
    button.setAttribute("aria-label", words("close"));
    button.textContent = "\u00d7";
    button.addEventListener("click", function () { var el = box(); if (el) el.hidden = true; });
    return button;
  }

  function ready() {
    if (document.documentElement.getAttribute("data-offline") === "update") return;
    show("ready", "offline_ready", closer());
    setTimeout(function () {
      var el = box();
      if (el && document.documentElement.getAttribute("data-offline") === "ready") el.hidden = true;
    }, SHOW_READY_MS);
  }

  function offerUpdate(worker) {
    var button = document.createElement("button");
    button.type = "button";
    button.id = "offline-update";
    button.setAttribute("data-key", "update_now");
    button.textContent = words("update_now");
    button.addEventListener("click", function () {
      reloading = true;
      button.disabled = true;
      worker.postMessage({ type: "tycoon-update" });
    });
    show("update", "offline_update", button);
  }

  function watch(registration) {
    registration.addEventListener("updatefound", function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", function () {
        if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker);
      });
    });
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  }

  function persist() {
    var storage = navigator.storage;
    if (!storage || !storage.persist) return;
    storage.persisted().then(function (already) { return already || storage.persist(); })
      .then(function (granted) { document.documentElement.setAttribute("data-storage-persisted", String(granted)); })
      .catch(function () {});
  }

  new MutationObserver(reword).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });

  function start() {
    navigator.serviceWorker.addEventListener("controllerchange", function () {
      if (reloading) location.reload();
    });
    navigator.serviceWorker.register("./sw.js", { scope: "./", updateViaCache: "none" })
      .then(function (registration) {
        watch(registration);
        persist();
        // Resolves once a worker of this scope is active, i.e. its precache is complete.
        return navigator.serviceWorker.ready.then(function (active) {
          ready();
          if (active.active) active.active.postMessage({ type: "tycoon-tidy" });  // sw.js tidy()
        });
      })
      .catch(function (error) {
        // No offline copy (private window, storage full, a file that failed its integrity check):
        // the game itself is unaffected, so this is a warning, not an error.
        console.warn("Tycoon Table: offline copy not available:", error && error.message || error);
      });
  }

  // After the page's own downloads: the precache then revalidates against the HTTP cache.
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start);
})();

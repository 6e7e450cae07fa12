/* Standalone page, after the asset scripts: the ES modules become blob: URLs, and an import map
   points the file:// URLs that PyScript and Pyodide import (pyodide/pyodide.mjs and
   pyodide/pyodide.asm.mjs, next to this page) and the name "tycoon-pyscript" (PyScript bundled
   into one module by esbuild) at them. The inline module script that follows imports
   "tycoon-pyscript", and PyScript starts as on the http:// site. */
(function () {
  "use strict";
  var imports = {};
  ["pyodide/pyodide.mjs", "pyodide/pyodide.asm.mjs"].forEach(function (path) {
    imports[new URL(path, location.href).href] = window.__tycoonBlobURL(path);
  });
  imports["tycoon-pyscript"] = window.__tycoonBlobURL("pyscript/core.js");
  var map = document.createElement("script");
  map.type = "importmap";
  map.nonce = "/*@nonce*/";
  map.textContent = JSON.stringify({ imports: imports });
  document.currentScript.after(map);
})();

/* Standalone page, first script: the registry of embedded files and the fetch shim.
   Browsers refuse fetch() and module scripts on file:// pages, but they do run classic
   <script src> files from the page's own folder. So every file the game needs is wrapped by
   build.py as assets/*.js, a classic script that calls __tycoonAsset(path, type, base64).
   fetch() of an embedded path answers from here; the ES modules are served as blob: URLs through
   an import map (standalone_start.js). A base64 string is freed as soon as it has been decoded. */
(function () {
  "use strict";
  var assets = Object.create(null);  // absolute URL without query -> {type, b64, bytes}
  var page = location.href;

  function key(input) {
    var url = new URL(input, page);
    url.search = "";
    url.hash = "";
    return url.href;
  }

  function decode(b64) {
    if (Uint8Array.fromBase64) return Uint8Array.fromBase64(b64);
    var text = atob(b64), bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  }

  function bytesOf(asset) {
    if (!asset.bytes) {
      asset.bytes = decode(asset.b64);
      asset.b64 = null;
    }
    return asset.bytes;
  }

  window.__tycoonAsset = function (path, type, b64) {
    assets[key(path)] = { type: type, b64: b64, bytes: null };
  };

  /* path -> blob: URL of the embedded file (its bytes are dropped: the blob holds them). */
  window.__tycoonBlobURL = function (path) {
    var asset = assets[key(path)];
    if (!asset) throw new Error("not embedded: " + path);
    var url = URL.createObjectURL(new Blob([bytesOf(asset)], { type: asset.type }));
    delete assets[key(path)];
    return url;
  };

  window.__tycoonEmbedded = function (path) { return key(path) in assets; };

  var nativeFetch = window.fetch;
  window.fetch = function (input, init) {
    var url = typeof input === "string" ? input : input instanceof URL ? input.href : input && input.url;
    var asset = url && assets[key(url)];
    if (!asset) return nativeFetch.apply(this, arguments);
    var bytes = bytesOf(asset);
    return Promise.resolve(new Response(bytes, {
      status: 200,
      headers: { "Content-Type": asset.type, "Content-Length": String(bytes.byteLength) }
    }));
  };
})();

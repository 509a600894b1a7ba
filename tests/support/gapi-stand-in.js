// A stand-in for Google's iframe helper (https://apis.google.com/js/api.js), which this machine
// cannot download. Firebase Auth's pop-up sign-in opens a hidden iframe with it, and the Auth
// emulator's iframe page loads it too; the browser tests serve this file at that address
// (Playwright's context.route), so the desk's real sign-in flow runs offline: the SDK opens the
// emulator's Google page in a pop-up, the page hands the result to the iframe, and the iframe
// passes it to the SDK through this helper. It implements only what those two use:
//   gapi.load("gapi.iframes", { callback }), gapi.iframes.getContext().open(…) → iframe with
//   restyle, ping, register, send; getContext().getParentIframe() → register, send.
// Messages between the windows are postMessage({ gapiStandIn: … }).
/* global window, document, location */
(function () {
  "use strict";
  var FILTER = "cross-origin-iframes";
  var nextId = 1;

  /** One end of a channel: handlers registered here, calls sent to `target`. */
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.pending = new Map();
    this.readyCallbacks = [];
    this.ready = false;
  }
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = nextId++;
    this.pending.set(id, callback);
    this.target.postMessage({ gapiStandIn: "call", id: id, type: type, data: data }, "*");
  };
  Channel.prototype.receive = function (message) {
    if (message.gapiStandIn === "call") {
      var handler = this.handlers[message.type];
      var result = handler ? handler(message.data) : undefined;
      this.target.postMessage({ gapiStandIn: "reply", id: message.id, result: [result] }, "*");
    } else if (message.gapiStandIn === "reply") {
      var callback = this.pending.get(message.id);
      this.pending.delete(message.id);
      // Real gapi swallows what a callback throws (Firebase Auth's web-storage check does).
      try {
        if (callback) callback(message.result);
      } catch (error) {
        void error;
      }
    } else if (message.gapiStandIn === "ready") {
      this.ready = true;
      var callbacks = this.readyCallbacks.splice(0);
      for (var i = 0; i < callbacks.length; i++) callbacks[i]();
    }
  };

  var channels = [];
  window.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || typeof message !== "object" || !message.gapiStandIn) return;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === event.source) channels[i].receive(message);
    }
  });

  function openIframe(options, onOpened) {
    var element = document.createElement("iframe");
    var attributes = options.attributes || {};
    element.src = options.url;
    element.setAttribute("aria-hidden", "true");
    element.tabIndex = -1;
    var style = attributes.style || {};
    for (var key in style) element.style[key] = style[key];
    (options.where || document.body).appendChild(element);
    var channel = new Channel(element.contentWindow);
    channels.push(channel);
    var iframe = {
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return new Promise(function (resolve) {
          var done = function () {
            if (callback) callback();
            resolve([]);
          };
          if (channel.ready) done();
          else channel.readyCallbacks.push(done);
        });
      },
      register: function (type, handler) {
        channel.register(type, handler);
      },
      send: function (type, data, callback) {
        channel.send(type, data, callback);
      },
    };
    return Promise.resolve(onOpened ? onOpened(iframe) : iframe);
  }

  var context = {
    open: openIframe,
    getParentIframe: function () {
      var channel = new Channel(window.parent);
      channels.push(channel);
      window.parent.postMessage({ gapiStandIn: "ready" }, "*");
      return channel;
    },
  };

  window.gapi = {
    load: function (name, options) {
      var callback = typeof options === "function" ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
    iframes: {
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () {
        return context;
      },
    },
  };

  // api.js calls the function named by its ?onload= parameter, else window.gapi_onload.
  var src = (document.currentScript && document.currentScript.src) || "";
  var onload = new URL(src, location.href).searchParams.get("onload");
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    else if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();

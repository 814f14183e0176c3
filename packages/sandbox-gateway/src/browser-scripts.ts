// The sandbox's browser code, served as it is (plain ES5-level JavaScript, no build step). The card number, expiry,
// CSC and postal code exist only inside the frame page, on the sandbox's origin; the page that embeds the frame gets
// a token and the card's brand, last four digits and expiry back by postMessage, nothing else.

/** Shared by square.js and Collect.js: puts the card frame in an element and asks it for a token. */
const FRAME_CLIENT = String.raw`
  var sandboxOrigin = new URL(document.currentScript.src).origin;
  var frameCount = 0;
  function CardFrame(processor, key) {
    this.processor = processor;
    this.key = key;
    this.channel = 'sbx' + Date.now().toString(36) + (frameCount++) + Math.random().toString(36).slice(2);
    this.iframe = null;
  }
  CardFrame.prototype.attach = function (target) {
    var self = this;
    var element = typeof target === 'string' ? document.querySelector(target) : target;
    if (!element) return Promise.reject(new Error('No element matches ' + target));
    var iframe = document.createElement('iframe');
    iframe.src = sandboxOrigin + '/hosted/card-frame?processor=' + self.processor + '&key=' +
      encodeURIComponent(self.key) + '&parent=' + encodeURIComponent(window.location.origin) +
      '&channel=' + self.channel;
    iframe.title = 'Secure card payment input frame';
    iframe.setAttribute('name', 'sandbox-card-frame-' + self.channel);
    iframe.style.width = '100%';
    iframe.style.minWidth = '260px';
    iframe.style.height = self.processor === 'square' ? '212px' : '164px';
    iframe.style.border = '0';
    element.appendChild(iframe);
    self.iframe = iframe;
    return self.wait('sandbox-frame-ready', 15000).then(function () { return undefined; });
  };
  CardFrame.prototype.wait = function (type, ms) {
    var self = this;
    return new Promise(function (resolve, reject) {
      function onMessage(event) {
        var data = event.data || {};
        if (event.origin !== sandboxOrigin || !self.iframe || event.source !== self.iframe.contentWindow) return;
        if (data.channel !== self.channel || data.type !== type) return;
        window.removeEventListener('message', onMessage);
        clearTimeout(timer);
        resolve(data);
      }
      var timer = setTimeout(function () {
        window.removeEventListener('message', onMessage);
        reject(new Error('The card frame did not answer'));
      }, ms);
      window.addEventListener('message', onMessage);
    });
  };
  CardFrame.prototype.tokenize = function () {
    var self = this;
    if (!self.iframe) return Promise.reject(new Error('The card form is not attached'));
    var answer = self.wait('sandbox-token-result', 30000);
    self.iframe.contentWindow.postMessage({ type: 'sandbox-tokenize', channel: self.channel }, sandboxOrigin);
    return answer.then(function (data) { return data.result; }, function (error) {
      return { status: 'Error', errors: [{ type: 'TIMEOUT', message: error.message }] };
    });
  };
  CardFrame.prototype.destroy = function () {
    if (this.iframe && this.iframe.parentNode) this.iframe.parentNode.removeChild(this.iframe);
    this.iframe = null;
    return Promise.resolve(true);
  };
`;

/** Stand-in for Square's Web Payments SDK: `Square.payments(appId, locationId).card()` → attach → tokenize. */
export const SQUARE_JS = String.raw`(function () {
  'use strict';
${FRAME_CLIENT}
  function Card(appId) { this.frame = new CardFrame('square', appId); }
  Card.prototype.attach = function (target) { return this.frame.attach(target); };
  Card.prototype.tokenize = function () { return this.frame.tokenize(); };
  Card.prototype.destroy = function () { return this.frame.destroy(); };
  window.Square = {
    payments: function (applicationId, locationId) {
      if (!applicationId) throw new Error('applicationId is required');
      return {
        locationId: locationId,
        card: function () { return Promise.resolve(new Card(applicationId)); }
      };
    }
  };
})();
`;

/**
 * Stand-in for NMI's Collect.js (inline variant): `CollectJS.configure({ callback })`, then `startPaymentRequest()`
 * calls back with `{ token, card: { number, bin, exp, type, hash } }`. The sandbox puts the number, expiry and CSC in
 * one frame in the `ccnumber` element (real Collect.js uses three frames).
 */
export const COLLECT_JS = String.raw`(function () {
  'use strict';
${FRAME_CLIENT}
  var script = document.currentScript;
  var settings = { fields: { ccnumber: { selector: '#ccnumber' } } };
  var frame = null;
  function mount() {
    if (frame) return;
    var key = settings.tokenizationKey || script.getAttribute('data-tokenization-key') || '';
    var selector = (settings.fields && settings.fields.ccnumber && settings.fields.ccnumber.selector) || '#ccnumber';
    if (!document.querySelector(selector)) return;
    frame = new CardFrame('nmi', key);
    frame.attach(selector).then(function () {
      if (typeof settings.fieldsAvailableCallback === 'function') settings.fieldsAvailableCallback();
    });
  }
  window.CollectJS = {
    configure: function (options) {
      for (var name in options) settings[name] = options[name];
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount); else mount();
    },
    startPaymentRequest: function () {
      if (!frame) mount();
      if (!frame) return;
      frame.tokenize().then(function (result) {
        if (result.status === 'OK') {
          var card = result.details.card;
          if (typeof settings.callback === 'function') settings.callback({
            tokenType: 'inline',
            token: result.token,
            card: {
              number: card.bin + '******' + card.last4,
              bin: card.bin,
              exp: ('0' + card.expMonth).slice(-2) + String(card.expYear).slice(-2),
              type: card.brand === 'AMERICAN_EXPRESS' ? 'amex' : card.brand.toLowerCase(),
              hash: ''
            }
          });
        } else if (typeof settings.validationCallback === 'function') {
          (result.errors || []).forEach(function (e) { settings.validationCallback(e.field || 'ccnumber', false, e.message); });
        } else if (typeof settings.timeoutCallback === 'function') {
          settings.timeoutCallback();
        }
      });
    },
    clearInputs: function () { if (frame) { frame.destroy(); frame = null; mount(); } }
  };
  if (script.getAttribute('data-tokenization-key')) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount); else mount();
  }
})();
`;

/** The frame's own script: checks the fields, asks the sandbox for a token, tells the parent page the token only. */
export const FRAME_JS = String.raw`(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var parentOrigin = params.get('parent');
  var channel = params.get('channel');
  var processor = params.get('processor');
  var form = document.getElementById('card');
  function tell(type, extra) {
    var message = { type: type, channel: channel };
    for (var name in extra) message[name] = extra[name];
    window.parent.postMessage(message, parentOrigin);
  }
  function value(id) { var input = document.getElementById(id); return input ? input.value : ''; }
  function showErrors(errors) {
    var list = document.getElementById('errors');
    list.textContent = errors.map(function (e) { return e.message; }).join('. ');
    ['cardNumber', 'expirationDate', 'cvv', 'postalCode'].forEach(function (id) {
      var input = document.getElementById(id);
      if (input) input.setAttribute('aria-invalid', errors.some(function (e) { return e.field === id; }) ? 'true' : 'false');
    });
  }
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  window.addEventListener('message', function (event) {
    var data = event.data || {};
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (data.type !== 'sandbox-tokenize' || data.channel !== channel) return;
    fetch('/hosted/tokenize', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        processor: processor,
        key: params.get('key'),
        number: value('cardNumber'),
        expiry: value('expirationDate'),
        cvv: value('cvv'),
        postalCode: value('postalCode')
      })
    }).then(function (response) { return response.json(); }).then(function (result) {
      showErrors(result.errors || []);
      tell('sandbox-token-result', { result: result });
    }, function (error) {
      tell('sandbox-token-result', { result: { status: 'Error', errors: [{ type: 'NETWORK', message: String(error) }] } });
    });
  });
  tell('sandbox-frame-ready', {});
})();
`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The card form inside the frame. */
export function framePage(processor: 'square' | 'nmi'): string {
  const input = (
    id: string,
    label: string,
    autocomplete: string,
    placeholder: string,
    inputmode = 'numeric',
  ) =>
    `<label for="${id}">${escapeHtml(label)}</label>` +
    `<input id="${id}" name="${id}" autocomplete="${autocomplete}" inputmode="${inputmode}" placeholder="${escapeHtml(placeholder)}" aria-invalid="false">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Card details</title>
<style>
body{margin:0;font:14px system-ui,sans-serif;color:#212529}
*{box-sizing:border-box}
form{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:4px 10px;padding:4px}
label{font-size:12px;color:#495057}
input{font:inherit;padding:7px 9px;border:1px solid #ced4da;border-radius:4px;min-width:0}
input[aria-invalid=true]{border-color:#e03131}
div{display:flex;flex-direction:column;gap:2px}
.wide{grid-column:1/3}
#errors{grid-column:1/3;color:#e03131;font-size:12px;min-height:16px}
.note{grid-column:1/3;font-size:11px;color:#868e96}
</style></head>
<body><form id="card" novalidate>
<div class="wide">${input('cardNumber', 'Card number', 'cc-number', '4111 1111 1111 1111')}</div>
<div>${input('expirationDate', 'Expiry (MM/YY)', 'cc-exp', 'MM/YY')}</div>
<div>${input('cvv', 'CVV', 'cc-csc', '123')}</div>
${processor === 'square' ? `<div class="wide">${input('postalCode', 'Postal code', 'postal-code', '12345', 'text')}</div>` : ''}
<div id="errors" role="alert"></div>
<div class="note">Sandbox card form: no real card is charged.</div>
</form><script src="/hosted/card-frame.js"></script></body></html>`;
}

// A stand-in for Stripe.js (docs.stripe.com/js) for browser tests: window.Stripe with Elements' card
// field drawn as one plain input, and confirmCardSetup posting to the fake Stripe API as Stripe.js
// posts to Stripe's (the publishable key and client secret in the form).
export function fakeStripeJs(apiBase: string): string {
  return `(function () {
  var base = ${JSON.stringify(apiBase)};
  function Stripe(key) {
    var created = {};
    function element(type) {
      var handlers = {};
      var input = null;
      var fire = function (event, payload) {
        (handlers[event] || []).forEach(function (handler) { handler(payload); });
      };
      return {
        _type: type,
        value: function () { return input ? input.value.replace(/\\s/g, '') : ''; },
        mount: function (node) {
          input = document.createElement('input');
          input.setAttribute('aria-label', 'Card number');
          input.setAttribute('inputmode', 'numeric');
          input.addEventListener('input', function () {
            fire('change', { elementType: type, empty: input.value === '', complete: input.value.length >= 16 });
          });
          node.appendChild(input);
          setTimeout(function () { fire('ready', { elementType: type }); }, 0);
        },
        on: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
        off: function (event, handler) {
          handlers[event] = (handlers[event] || []).filter(function (h) { return h !== handler; });
        },
        update: function () {},
        focus: function () { if (input) input.focus(); },
        blur: function () {},
        clear: function () { if (input) input.value = ''; },
        unmount: function () {},
        destroy: function () { if (input && input.parentNode) input.parentNode.removeChild(input); },
      };
    }
    var elements = {
      create: function (type) { created[type] = element(type); return created[type]; },
      getElement: function (type) { return created[typeof type === 'string' ? type : 'card'] || null; },
      update: function () {},
    };
    var refuse = function () { return Promise.reject(new Error('Not in the fake Stripe.js')); };
    return {
      elements: function () { return elements; },
      createToken: refuse,
      createPaymentMethod: refuse,
      confirmCardPayment: refuse,
      confirmCardSetup: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        var details = (data && data.payment_method && data.payment_method.billing_details) || {};
        var form = new URLSearchParams({
          key: key,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card ? card.value() : '',
          'payment_method_data[billing_details][name]': details.name || '',
        });
        var id = clientSecret.split('_secret_')[0];
        return fetch(base + '/v1/setup_intents/' + id + '/confirm', { method: 'POST', body: form })
          .then(function (response) {
            return response.json().then(function (json) {
              return response.ok ? { setupIntent: json } : { error: json.error };
            });
          });
      },
    };
  }
  Stripe.version = 3;
  window.Stripe = Stripe;
})();
`;
}

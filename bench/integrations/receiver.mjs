// The delivery benchmark's far side, in a process of its own: a webhook receiver (POST /hook), a
// fake provider's contacts API (POST /contacts) and Slack's chat.postMessage (form-encoded, the
// delivery key and the lead's creation in the message metadata). Each keeps the first receipt of
// every webhook-id, idempotency key or alert (what a deduping receiver processes) and the delay from
// the lead's creation (created_at in the body) to that receipt. The parent asks for a report and resets between phases.
import http from 'node:http';

let seen = new Set();
let latencies = [];
let total = 0;
let first = 0;
let last = 0;

const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const now = Date.now();
    total++;
    const slack = request.url?.startsWith('/api/chat.postMessage');
    const hubspot = request.url?.startsWith('/crm/');
    const text = Buffer.concat(chunks).toString('utf8');
    // HubSpot: the contact's upsert is half of a delivery; its note (keyed, timed by the lead) ends it.
    if (hubspot && !request.url?.startsWith('/crm/v3/objects/notes')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(hubspotUpserted(text));
    }
    const alert = slack ? slackAlertOf(text) : hubspot ? hubspotNoteOf(text) : null;
    const key = alert?.delivery ?? request.headers['webhook-id'] ?? request.headers['idempotency-key'] ?? '';
    if (key && !seen.has(key)) {
      seen.add(key);
      try {
        const body = alert ?? JSON.parse(text);
        const created = Date.parse(body.data?.created_at ?? body.created_at);
        if (!Number.isNaN(created)) latencies.push(now - created);
      } catch {
        // a body we cannot read still counts as received
      }
      if (!first) first = now;
      last = now;
    }
    const contacts = request.url?.startsWith('/contacts');
    const at = new Date(now).toISOString();
    response.writeHead(contacts || hubspot ? 201 : 200, { 'content-type': 'application/json' });
    response.end(
      contacts
        ? '{"id":"contact"}'
        : slack
          ? '{"ok":true,"channel":"C0BENCH","ts":"1700000000.000100"}'
          : hubspot
            ? `{"id":"${total}","properties":{},"createdAt":"${at}","updatedAt":"${at}","archived":false}`
            : '{"ok":true}',
    );
  });
});
server.keepAliveTimeout = 60_000;

/** The lead_alert metadata of a chat.postMessage (form-encoded, metadata as JSON). */
function slackAlertOf(text) {
  try {
    return JSON.parse(new URLSearchParams(text).get('metadata') ?? 'null')?.event_payload ?? null;
  } catch {
    return null;
  }
}

/** A HubSpot note: its delivery key (the story's last line) and its time (the lead's creation). */
function hubspotNoteOf(text) {
  try {
    const body = JSON.parse(text);
    const key = /Delivery (msg_[a-z0-9]+)/.exec(body.properties?.hs_note_body ?? '')?.[1];
    return key ? { delivery: key, created_at: body.properties.hs_timestamp } : null;
  } catch {
    return null;
  }
}

/** HubSpot's answer to a contact upsert: the contact, made now. */
function hubspotUpserted(text) {
  const at = new Date().toISOString();
  let email = 'bench@example.com';
  try {
    email = JSON.parse(text).inputs?.[0]?.id ?? email;
  } catch {}
  return JSON.stringify({
    status: 'COMPLETE',
    results: [
      {
        id: String(seen.size + 1),
        properties: { email },
        createdAt: at,
        updatedAt: at,
        archived: false,
        new: true,
      },
    ],
    startedAt: at,
    completedAt: at,
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

process.on('message', (message) => {
  if (message === 'report') {
    const sorted = [...latencies].sort((a, b) => a - b);
    process.send?.({
      kind: 'report',
      unique: seen.size,
      total,
      first,
      last,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      max: sorted.at(-1) ?? 0,
    });
  } else if (message === 'reset') {
    seen = new Set();
    latencies = [];
    total = 0;
    first = 0;
    last = 0;
    process.send?.({ kind: 'reset' });
  } else if (message === 'stop') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});

server.listen(0, '127.0.0.1', () => process.send?.({ kind: 'ready', port: server.address().port }));

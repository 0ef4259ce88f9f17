// autocannon's setupRequest for bench:ingest (its worker thread requires it, hence CommonJS): each
// page view comes from the next of 65,536 addresses of 198.18.0.0/16 (the range RFC 2544 sets aside
// for benchmarks), as a proxy's X-Forwarded-For, so the per-address limit sees many visitors.
let next = 0;

module.exports = (request) => {
  const n = next++ & 0xffff;
  request.headers = { ...request.headers, 'x-forwarded-for': `198.18.${n >> 8}.${n & 255}` };
  return request;
};

// autocannon setupRequest (loaded by its worker thread, hence a plain CommonJS file): gives every
// request its own `to` instant, one millisecond apart, so that no two requests ask the same question
// and none can share another's read. Measures the list's own cost under load.
let n = 0;
const base = Date.now();
module.exports = (request) => {
  n += 1;
  // autocannon hands the same request object back each time: replace the previous `to`.
  const path = request.path.replace(/&to=[^&]*$/, '');
  request.path = `${path}&to=${new Date(base - n).toISOString()}`;
  return request;
};

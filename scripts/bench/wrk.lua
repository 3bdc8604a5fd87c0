-- wrk script of `npm run bench` (scripts/bench/load.ts): the connections cycle through the paths listed
-- one per line in the file given after `--`; at the end, one line `BENCH-JSON {...}` with the counts
-- and the latency percentiles in milliseconds.
-- Only 4xx and 5xx count as status errors here (wrk's own rule): the bench checks beforehand that
-- every path answers 200.
local requests = {}
local next_index = 1

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then requests[#requests + 1] = wrk.format("GET", line) end
  end
  if #requests == 0 then error("no paths in " .. tostring(args[1])) end
end

function request()
  local r = requests[next_index]
  next_index = next_index % #requests + 1
  return r
end

function done(summary, latency, _)
  local e = summary.errors
  io.write(string.format(
    'BENCH-JSON {"requests":%d,"seconds":%.6f,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%.3f,"p99":%.3f}\n',
    summary.requests, summary.duration / 1e6, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end

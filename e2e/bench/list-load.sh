#!/bin/sh
# Load on the work-order list (issue 9, "Load"): logs in as hq_demo, then sends
# servicePage at a fixed rate for a bounded time with autocannon, on loopback only.
# Run against an API started with PP_ENCRYPTION=off (plain JSON):
#   API=http://127.0.0.1:8090 RATE=200 SECONDS=20 sh e2e/bench/list-load.sh
# autocannon is fetched by npx for the measurement; it is not a project dependency.
set -eu
API=${API:-http://127.0.0.1:8090}
RATE=${RATE:-200}
SECONDS_=${SECONDS:-20}
CONNECTIONS=${CONNECTIONS:-50}
case "$API" in http://127.0.0.1:*|http://localhost:*) ;; *) echo "loopback only: $API" >&2; exit 1 ;; esac
session=$(curl -s -H 'systemType: 4' -H 'content-type: application/json' \
  -d '{"loginType":"password","account":"hq_demo","password":"Demo@2026"}' \
  "$API/customer/account/login")
token=$(printf '%s' "$session" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const d=JSON.parse(s).data;process.stdout.write(d.token+" "+d.key+" "+d.mid)})')
set -- $token
npx --yes autocannon@8 -d "$SECONDS_" -R "$RATE" -c "$CONNECTIONS" -m POST \
  -H 'systemType=4' -H "token=$1" -H "key=$2" -H "mid=$3" -H 'content-type=application/json' \
  -b '{"pageNum":1,"pageSize":10}' "$API/customer/task/v3.6.5/servicePage"

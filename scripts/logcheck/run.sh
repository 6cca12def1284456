#!/bin/bash
# Usage: run.sh BINARY [FOLDER] — runs `BINARY trace check` on every fixture gen.py wrote and counts
# the verdicts (exit codes) that are right: 0 for *.faithful, 1 for everything else.
B=$1; DIR=${2:-/tmp/lifeline-logcheck}; right=0; total=0
for f in "$DIR"/*.log; do
  n=$(basename "$f" .log); timeout 60 "$B" trace check "$f" --against navigation-push-pop > /dev/null 2>&1; rc=$?
  case $n in *.faithful) want=0;; *) want=1;; esac
  total=$((total+1)); if [ "$rc" = "$want" ]; then right=$((right+1)); else echo "wrong: $n rc=$rc"; fi
done
echo "right $right of $total"

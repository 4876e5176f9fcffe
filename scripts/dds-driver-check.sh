#!/usr/bin/env bash
# The DDS driver (bench/dds/driver.c) still builds against the system's DDS and regenerates the
# ground truth in test/fixtures/dd: the 12-card endings and the first five deals (tables and
# opening leads) must come back byte for byte. A few seconds. Needs libdds-dev and a C compiler.
set -euo pipefail
cd "$(dirname "$0")/.."
data=test/fixtures/dd
mkdir -p build/dds
"${CC:-cc}" -O2 -Wall -Wextra -o build/dds/dds-driver bench/dds/driver.c -ldds
build/dds/dds-driver --endings < "$data/endings/endings-12.txt" | diff - "$data/endings/endings-12.txt"
# The header, then the first five deals (the sixth DEAL line ends the slice).
head5() { awk '/^DEAL 6 /{exit} {print}' "$data/deals-50.txt"; }
head5 | build/dds/dds-driver --leads | diff - <(head5)
echo "dds driver: builds against DDS and regenerates the ground truth (endings-12, deals 1-5)"

# Part of SpringLab, under the Apache License 2.0 (see LICENSE).
# SPDX-License-Identifier: Apache-2.0
"""The CSV side shared by the example evaluators.

`run(state)` reads CASES CSV on standard input (columns mass,stiffness,damping,
x0,v0,t in any order; other columns ignored) and writes CSV `position,velocity`,
one row per case in shortest round-trip form. `state(m, k, c, x0, v0, t)` returns
(x, v); a case it cannot compute (an overflow, a division by zero, a math domain
error) is written as nan, for `springlab validate` to count against it.

Python 3 standard library only.
"""

import csv
import math
import sys

COLUMNS = ("mass", "stiffness", "damping", "x0", "v0", "t")


def run(state):
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(["position", "velocity"])
    for row in csv.DictReader(sys.stdin):
        values = [float(row[name]) for name in COLUMNS]
        try:
            x, v = state(*values)
        except (OverflowError, ZeroDivisionError, ValueError):
            x, v = math.nan, math.nan
        writer.writerow([repr(x), repr(v)])

#!/usr/bin/env python3
# Part of SpringLab, under the Apache License 2.0 (see LICENSE).
# SPDX-License-Identifier: Apache-2.0
"""The textbook closed form of a damped spring, as most animation engines ship it.

Reads CASES CSV on standard input (columns mass,stiffness,damping,x0,v0,t in any
order; other columns ignored) and writes CSV `position,velocity`, one row per case.

The formula is exact on paper but not in binary64:

  * the damping ratio is a ratio, zeta = c / (2 sqrt(k m)), and the critical
    branch is taken only when it comes out as exactly 1;
  * the overdamped branch uses the two roots r = -zeta w0 +/- w0 sqrt(zeta^2 - 1)
    and divides by their difference.

Near zeta = 1 the difference of the roots is tiny and up to 8 digits are lost;
for zeta >> 1 the slow root -zeta w0 + w0 sqrt(zeta^2 - 1) is a difference of
nearly equal numbers and up to 11 digits are lost. `springlab validate` shows it:

    springlab validate --command "python3 Examples/textbook_evaluator.py"

Python 3 standard library only.
"""

import math

import spring_csv  # the CSV in and out, shared with the other example


def state(m, k, c, x0, v0, t):
    omega0 = math.sqrt(k / m)
    zeta = c / (2.0 * math.sqrt(k * m))
    if zeta == 1.0:
        e = math.exp(-omega0 * t)
        b = v0 + omega0 * x0
        return (x0 + b * t) * e, (b - omega0 * (x0 + b * t)) * e
    if zeta < 1.0:
        r = -zeta * omega0
        omega_d = omega0 * math.sqrt(1.0 - zeta * zeta)
        b = (v0 - r * x0) / omega_d
        e = math.exp(r * t)
        cosine, sine = math.cos(omega_d * t), math.sin(omega_d * t)
        return (e * (x0 * cosine + b * sine),
                e * ((r * x0 + b * omega_d) * cosine + (r * b - x0 * omega_d) * sine))
    gamma = omega0 * math.sqrt(zeta * zeta - 1.0)
    r1 = -zeta * omega0 + gamma
    r2 = -zeta * omega0 - gamma
    c2 = (v0 - r1 * x0) / (r2 - r1)
    c1 = x0 - c2
    e1, e2 = math.exp(r1 * t), math.exp(r2 * t)
    return c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2


if __name__ == "__main__":
    spring_csv.run(state)

#!/usr/bin/env python3
# Part of SpringLab, under the Apache License 2.0 (see LICENSE).
# SPDX-License-Identifier: Apache-2.0
"""A damped spring evaluated to the limit of binary64 in every regime.

Reads CASES CSV on standard input (columns mass,stiffness,damping,x0,v0,t in any
order; other columns ignored) and writes CSV `position,velocity`, one row per case.

The same motion as the textbook form, in forms that do not cancel:

  * the regime and gamma^2 = alpha^2 - w0^2 = (c^2 - 4km) / (4m^2) come from the
    exact rational value of c^2 - 4km (fractions.Fraction), rounded once, so the
    regime is never wrong and gamma keeps its digits at |zeta - 1| = 1e-16;
  * one form covers zeta < 1, zeta = 1 and the start of zeta > 1:
        x(t) = e^(-alpha t) [x0 C + (v0 + alpha x0) S]
        v(t) = e^(-alpha t) [v0 C - (w0^2 x0 + alpha v0) S]
    with (C, S) = (cos wd t, sin(wd t)/wd), (1, t) or (cosh gt, sinh(gt)/g):
    S is a ratio, never a difference, so nothing is lost as wd or g -> 0;
  * once gamma t > 1, two decaying exponentials with the stable roots
        fast = alpha + gamma,  slow = w0^2 / (alpha + gamma)   (never alpha - gamma)
    whose exponents are both negative: nothing overflows.

    springlab validate --command "python3 Examples/careful_evaluator.py"

Python 3 standard library only.
"""

import math
from fractions import Fraction

import spring_csv  # the CSV in and out, shared with the other example


def state(m, k, c, x0, v0, t):
    alpha = c / (2.0 * m)
    omega0_sq = k / m
    # gamma^2 (> 0 overdamped, < 0 underdamped), from the exact c^2 - 4km.
    exact = (Fraction(c) ** 2 - 4 * Fraction(k) * Fraction(m)) / (4 * Fraction(m) ** 2)
    gamma_sq = float(exact)
    b = v0 + alpha * x0
    q = omega0_sq * x0 + alpha * v0
    if exact < 0:
        omega_d = math.sqrt(-gamma_sq)
        cosine, sine = math.cos(omega_d * t), math.sin(omega_d * t) / omega_d
    elif exact == 0:
        cosine, sine = 1.0, t
    else:
        gamma = math.sqrt(gamma_sq)
        y = gamma * t
        if y > 1.0:
            fast = alpha + gamma
            slow = omega0_sq / fast
            a_slow = (fast * x0 + v0) / (2.0 * gamma) * math.exp(-slow * t)
            a_fast = -(slow * x0 + v0) / (2.0 * gamma) * math.exp(-fast * t)
            return a_slow + a_fast, -slow * a_slow - fast * a_fast
        cosine = math.cosh(y)
        sine = math.sinh(y) / gamma if y > 0.0 else t
    envelope = math.exp(-alpha * t)
    return envelope * (x0 * cosine + b * sine), envelope * (v0 * cosine - q * sine)


if __name__ == "__main__":
    spring_csv.run(state)

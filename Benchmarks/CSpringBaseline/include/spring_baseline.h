/*===--- spring_baseline.h -------------------------------------------------===
 *
 * Part of SpringLab, under the Apache License 2.0 (see LICENSE).
 * SPDX-License-Identifier: Apache-2.0
 *
 * The textbook closed form of m x'' + c x' + k x = 0 in plain C, as engines
 * ship it: ζ from a ratio, branch on ζ == 1, two exponentials for ζ > 1.
 * The benchmarks' yardstick: Swift's figures are reported as ratios to it,
 * measured in the same run (absolute times on shared machines drift).
 *
 *===----------------------------------------------------------------------===*/
#ifndef SPRING_BASELINE_H
#define SPRING_BASELINE_H

#include <stddef.h>

/** Coefficients of one spring's textbook solution, prepared once. */
typedef struct {
  int branch;        /* 0 underdamped, 1 critical, 2 overdamped */
  double x0, v0;
  double omega0, zeta;
  double rate;       /* -ζω0 (under, critical) */
  double omegaD;     /* ω0√(1-ζ²) for ζ < 1 */
  double b;          /* (v0 - rate·x0)/ωd (under) or v0 + ω0 x0 (critical) */
  double r1, r2, c1, c2; /* overdamped roots and amplitudes */
} spring_baseline;

/** Prepares the textbook coefficients for (m, k, c) released from (x0, v0). */
spring_baseline spring_baseline_make(double m, double k, double c, double x0, double v0);

/** Evaluates x(t), v(t) at `count` times. */
void spring_baseline_evaluate(const spring_baseline *spring, const double *times,
                              double *positions, double *velocities, size_t count);

/** `springlab evaluate` as a plain C loop would do it, the floor for the
 *  CSV benchmark: reads the CSV in `input` (a header line, then lines of
 *  m,k,c,x0,v0,t) with fgets and strtod, evaluates each row with the
 *  textbook form, and prints "position,velocity" lines with printf's %.17g
 *  into `output`. No validation beyond what strtod does. Returns the bytes
 *  written (at most `capacity`), or 0 when the streams cannot be opened. */
size_t spring_baseline_csv_evaluate(const char *input, size_t length, char *output, size_t capacity);

/** The vector-libm limit: the textbook form of `spring_baseline_evaluate`
 *  four times at a time with glibc's libmvec (`_ZGVdN4v_exp`, `_sin`,
 *  `_cos`, the x86-64 vector function ABI for AVX2; less accurate than
 *  libm's scalar functions), the remainder with libm. Returns 0 and writes nothing
 *  where that is unavailable: not x86-64 glibc, or no AVX2 at run time
 *  (`spring_libmvec_unavailable_reason` says which). */
int spring_libmvec_evaluate(const spring_baseline *spring, const double *times,
                            double *positions, double *velocities, size_t count);

/** Why `spring_libmvec_evaluate` cannot run here, or NULL when it can. */
const char *spring_libmvec_unavailable_reason(void);

#endif

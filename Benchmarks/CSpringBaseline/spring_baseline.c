/*===--- spring_baseline.c -------------------------------------------------===*/
/* Part of SpringLab, under the Apache License 2.0 (see LICENSE).
 * SPDX-License-Identifier: Apache-2.0 */
#include "spring_baseline.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

spring_baseline spring_baseline_make(double m, double k, double c, double x0, double v0) {
  spring_baseline s = {0};
  s.x0 = x0;
  s.v0 = v0;
  s.omega0 = sqrt(k / m);
  s.zeta = c / (2.0 * sqrt(k * m));
  s.rate = -s.zeta * s.omega0;
  if (s.zeta == 1.0) {
    s.branch = 1;
    s.b = v0 + s.omega0 * x0;
  } else if (s.zeta < 1.0) {
    s.branch = 0;
    s.omegaD = s.omega0 * sqrt(1.0 - s.zeta * s.zeta);
    s.b = (v0 - s.rate * x0) / s.omegaD;
  } else {
    s.branch = 2;
    double gamma = s.omega0 * sqrt(s.zeta * s.zeta - 1.0);
    s.r1 = s.rate + gamma;
    s.r2 = s.rate - gamma;
    s.c2 = (v0 - s.r1 * x0) / (s.r2 - s.r1);
    s.c1 = x0 - s.c2;
  }
  return s;
}

void spring_baseline_evaluate(const spring_baseline *s, const double *times,
                              double *positions, double *velocities, size_t count) {
  for (size_t i = 0; i < count; i++) {
    double t = times[i];
    if (s->branch == 0) {
      double e = exp(s->rate * t), co = cos(s->omegaD * t), si = sin(s->omegaD * t);
      positions[i] = e * (s->x0 * co + s->b * si);
      velocities[i] = e * ((s->rate * s->x0 + s->b * s->omegaD) * co
                           + (s->rate * s->b - s->x0 * s->omegaD) * si);
    } else if (s->branch == 1) {
      double e = exp(-s->omega0 * t), p = s->x0 + s->b * t;
      positions[i] = p * e;
      velocities[i] = (s->b - s->omega0 * p) * e;
    } else {
      double e1 = exp(s->r1 * t), e2 = exp(s->r2 * t);
      positions[i] = s->c1 * e1 + s->c2 * e2;
      velocities[i] = s->c1 * s->r1 * e1 + s->c2 * s->r2 * e2;
    }
  }
}

/* The C floor of `springlab evaluate`: fgets, strtod, the textbook closed
 * form and printf, over streams in memory (fmemopen) so that the benchmark
 * measures the same work as the Swift pipeline, without the disk. (In this
 * file rather than one of its own: valgrind 3.19 cannot read the debug
 * information of a binary with two clang-compiled DWARF 5 units, and
 * `springlab bench --instructions` runs under it.) */
size_t spring_baseline_csv_evaluate(const char *input, size_t length, char *output, size_t capacity) {
  FILE *in = fmemopen((void *)input, length, "r");
  if (!in) return 0;
  FILE *out = fmemopen(output, capacity, "w");
  if (!out) {
    fclose(in);
    return 0;
  }
  char line[4096];
  if (fgets(line, sizeof line, in)) fputs("position,velocity\n", out);
  while (fgets(line, sizeof line, in)) {
    double v[6];
    char *p = line, *end;
    for (int i = 0; i < 6; i++) {
      v[i] = strtod(p, &end);
      p = *end ? end + 1 : end;
    }
    spring_baseline s = spring_baseline_make(v[0], v[1], v[2], v[3], v[4]);
    double x, velocity;
    spring_baseline_evaluate(&s, &v[5], &x, &velocity, 1);
    fprintf(out, "%.17g,%.17g\n", x, velocity);
  }
  long written = ftell(out);
  fclose(out);
  fclose(in);
  return written > 0 ? (size_t)written : 0;
}

/* The vector-libm limit (declared in spring_baseline.h). In this file for
 * the same reason as the CSV floor above. glibc exports the AVX2 variants of
 * exp, sin and cos under their vector-ABI names since 2.22; each takes and
 * returns four doubles in a ymm register, so a function compiled for AVX2
 * calls them as plain C functions of __m256d. */
#if defined(__x86_64__) && defined(__GLIBC__)
#include <immintrin.h>

__attribute__((target("avx2"))) __m256d _ZGVdN4v_exp(__m256d);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_sin(__m256d);
__attribute__((target("avx2"))) __m256d _ZGVdN4v_cos(__m256d);

__attribute__((target("avx2"))) static void libmvec_avx2(const spring_baseline *s, const double *times,
                                                         double *positions, double *velocities,
                                                         size_t count) {
  size_t i = 0;
  if (s->branch == 0) {
    const __m256d rate = _mm256_set1_pd(s->rate), wd = _mm256_set1_pd(s->omegaD);
    const __m256d x0 = _mm256_set1_pd(s->x0), b = _mm256_set1_pd(s->b);
    const __m256d cv = _mm256_set1_pd(s->rate * s->x0 + s->b * s->omegaD);
    const __m256d sv = _mm256_set1_pd(s->rate * s->b - s->x0 * s->omegaD);
    for (; i + 4 <= count; i += 4) {
      __m256d t = _mm256_loadu_pd(times + i);
      __m256d e = _ZGVdN4v_exp(_mm256_mul_pd(rate, t));
      __m256d phase = _mm256_mul_pd(wd, t);
      __m256d co = _ZGVdN4v_cos(phase), si = _ZGVdN4v_sin(phase);
      __m256d x = _mm256_mul_pd(e, _mm256_add_pd(_mm256_mul_pd(x0, co), _mm256_mul_pd(b, si)));
      __m256d v = _mm256_mul_pd(e, _mm256_add_pd(_mm256_mul_pd(cv, co), _mm256_mul_pd(sv, si)));
      _mm256_storeu_pd(positions + i, x);
      _mm256_storeu_pd(velocities + i, v);
    }
  } else if (s->branch == 1) {
    const __m256d rate = _mm256_set1_pd(-s->omega0), w0 = _mm256_set1_pd(s->omega0);
    const __m256d x0 = _mm256_set1_pd(s->x0), b = _mm256_set1_pd(s->b);
    for (; i + 4 <= count; i += 4) {
      __m256d t = _mm256_loadu_pd(times + i);
      __m256d e = _ZGVdN4v_exp(_mm256_mul_pd(rate, t));
      __m256d p = _mm256_add_pd(x0, _mm256_mul_pd(b, t));
      _mm256_storeu_pd(positions + i, _mm256_mul_pd(p, e));
      _mm256_storeu_pd(velocities + i, _mm256_mul_pd(_mm256_sub_pd(b, _mm256_mul_pd(w0, p)), e));
    }
  } else {
    const __m256d r1 = _mm256_set1_pd(s->r1), r2 = _mm256_set1_pd(s->r2);
    const __m256d c1 = _mm256_set1_pd(s->c1), c2 = _mm256_set1_pd(s->c2);
    const __m256d c1r1 = _mm256_set1_pd(s->c1 * s->r1), c2r2 = _mm256_set1_pd(s->c2 * s->r2);
    for (; i + 4 <= count; i += 4) {
      __m256d t = _mm256_loadu_pd(times + i);
      __m256d e1 = _ZGVdN4v_exp(_mm256_mul_pd(r1, t)), e2 = _ZGVdN4v_exp(_mm256_mul_pd(r2, t));
      _mm256_storeu_pd(positions + i, _mm256_add_pd(_mm256_mul_pd(c1, e1), _mm256_mul_pd(c2, e2)));
      _mm256_storeu_pd(velocities + i,
                       _mm256_add_pd(_mm256_mul_pd(c1r1, e1), _mm256_mul_pd(c2r2, e2)));
    }
  }
  if (i < count) spring_baseline_evaluate(s, times + i, positions + i, velocities + i, count - i);
}

const char *spring_libmvec_unavailable_reason(void) {
  __builtin_cpu_init();
  return __builtin_cpu_supports("avx2") ? NULL : "this CPU has no AVX2 (libmvec's _ZGVdN4v_ variants need it)";
}

int spring_libmvec_evaluate(const spring_baseline *s, const double *times, double *positions,
                            double *velocities, size_t count) {
  if (spring_libmvec_unavailable_reason()) return 0;
  libmvec_avx2(s, times, positions, velocities, count);
  return 1;
}
#else
const char *spring_libmvec_unavailable_reason(void) {
  return "libmvec's x86-64 vector variants exist only with glibc on x86-64";
}

int spring_libmvec_evaluate(const spring_baseline *s, const double *times, double *positions,
                            double *velocities, size_t count) {
  (void)s; (void)times; (void)positions; (void)velocities; (void)count;
  return 0;
}
#endif

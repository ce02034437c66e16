//===--- shim.h - GSL for Swift --------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The parts of the GNU Scientific Library that SpringReference uses: error
// statuses and odeiv2.
//
// GSL declares its step types as mutable globals
// (`GSL_VAR const gsl_odeiv2_step_type *gsl_odeiv2_step_rk8pd;`), which Swift 6
// refuses to read ("not concurrency-safe because it involves shared mutable
// state"). Each accessor below reads one of them in C, where the pointer is
// only ever initialized once by the library itself.
//
//===----------------------------------------------------------------------===//

#ifndef CGSL_SHIM_H
#define CGSL_SHIM_H

#include <gsl/gsl_errno.h>
#include <gsl/gsl_odeiv2.h>
#include <gsl/gsl_version.h>

/// The version string of the GSL library linked at run time ("2.7.1").
static inline const char *cgsl_version(void) { return gsl_version; }

static inline const gsl_odeiv2_step_type *cgsl_step_rk2(void) { return gsl_odeiv2_step_rk2; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk4(void) { return gsl_odeiv2_step_rk4; }
static inline const gsl_odeiv2_step_type *cgsl_step_rkf45(void) { return gsl_odeiv2_step_rkf45; }
static inline const gsl_odeiv2_step_type *cgsl_step_rkck(void) { return gsl_odeiv2_step_rkck; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk8pd(void) { return gsl_odeiv2_step_rk8pd; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk1imp(void) { return gsl_odeiv2_step_rk1imp; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk2imp(void) { return gsl_odeiv2_step_rk2imp; }
static inline const gsl_odeiv2_step_type *cgsl_step_rk4imp(void) { return gsl_odeiv2_step_rk4imp; }
static inline const gsl_odeiv2_step_type *cgsl_step_bsimp(void) { return gsl_odeiv2_step_bsimp; }
static inline const gsl_odeiv2_step_type *cgsl_step_msadams(void) { return gsl_odeiv2_step_msadams; }
static inline const gsl_odeiv2_step_type *cgsl_step_msbdf(void) { return gsl_odeiv2_step_msbdf; }

#endif // CGSL_SHIM_H

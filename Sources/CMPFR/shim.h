//===--- shim.h - MPFR for Swift -------------------------------------------===//
//
// Part of SpringLab, under the Apache License 2.0 (see LICENSE).
// SPDX-License-Identifier: Apache-2.0
//
// The GNU MPFR library (correctly rounded arbitrary-precision floating point,
// https://www.mpfr.org) for SpringTruth.
//
// mpfr.h defines many of its functions as macros too; Swift ignores the
// function-like macros and imports the real functions the library exports
// under the same names, so nothing beyond the header is needed here.
//
//===----------------------------------------------------------------------===//

#ifndef CMPFR_SHIM_H
#define CMPFR_SHIM_H

#include <mpfr.h>

#endif // CMPFR_SHIM_H

/*===--- callgrind_mark.c --------------------------------------------------===
 *
 * Part of SpringLab, under the Apache License 2.0 (see LICENSE).
 * SPDX-License-Identifier: Apache-2.0
 *
 * The section boundary for callgrind (see callgrind_mark.h). Kept out of
 * line and given a side effect so that no compiler removes the call.
 *
 *===----------------------------------------------------------------------===*/
#include "callgrind_mark.h"

static volatile unsigned long springlab_callgrind_marks;

__attribute__((noinline)) void springlab_callgrind_mark(void) {
  springlab_callgrind_marks = springlab_callgrind_marks + 1;
}

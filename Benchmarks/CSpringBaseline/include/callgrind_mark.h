/*===--- callgrind_mark.h --------------------------------------------------===
 *
 * Part of SpringLab, under the Apache License 2.0 (see LICENSE).
 * SPDX-License-Identifier: Apache-2.0
 *
 * A boundary between instruction-counted sections of one process. The
 * instruction counter runs valgrind's callgrind with
 * --dump-before=springlab_callgrind_mark, so every call closes one dump
 * (one "part") holding the instructions executed since the previous call.
 * A plain C symbol, so that callgrind finds it by its unmangled name.
 *
 *===----------------------------------------------------------------------===*/
#ifndef CALLGRIND_MARK_H
#define CALLGRIND_MARK_H

/** Does nothing observable; callgrind dumps its counts before each call. */
void springlab_callgrind_mark(void);

#endif

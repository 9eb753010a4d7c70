/** @file
 *
 * T.35 and H.221 tables
 * 2003  Tomas Kukosa
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef __T35_H__
#define __T35_H__

#include <epan/value_string.h>

extern const value_string T35CountryCode_vals[];
extern const value_string T35Extension_vals[];
extern const value_string H221ManufacturerCode_vals[];

#endif  /* __T35_H__ */

/* packet-dcerpc-dce122.h
 * Common defines for dce122
 * Copyright 2002, Jaime Fournier <Jaime.Fournier@hush.com>
 * This information is based off the released idl files from opengroup.
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef __PACKET_DCERPC__DCE122_H__
#define __PACKET_DCERPC__DCE122_H__

extern value_string_ext dce_error_vals_ext;

#endif

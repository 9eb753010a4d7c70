/* packet-t30.h
 *
 * Routines for T38 dissection
 * 2003 Hans Viens
 * 2004 Alejandro Vaquero, add support to conversation
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#include "ws_symbol_export.h"

WS_DLL_PUBLIC value_string_ext t30_facsimile_control_field_vals_ext;
WS_DLL_PUBLIC value_string_ext t30_facsimile_control_field_vals_short_ext;

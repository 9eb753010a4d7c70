/* packet-wccp.h
 * Declarations for Cisco Web Cache Communication Protocol
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

/*
 * Maps service ID values to service names.
 */
extern const value_string service_id_vals[];

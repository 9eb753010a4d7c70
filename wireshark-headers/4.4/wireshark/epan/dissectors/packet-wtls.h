/* packet-wtls.h
 *
 * Declarations for disassembly of WTLS component of WAP traffic.
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * WAP dissector based on original work by Ben Fowler
 * Updated by Neil Hunter <neil.hunter@energis-squared.com>
 * WTLS support by Alexandre P. Ferreira (Splice IP)
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef __PACKET_WTLS_H__
#define __PACKET_WTLS_H__

/* Implementation Status:
 *
 *
 *
 * TODO:
 */

#endif /* packet-wtls.h */

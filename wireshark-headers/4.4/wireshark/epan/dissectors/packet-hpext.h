/* packet-hpext.h
 * Routines for HP extended IEEE 802.2 LLC layer
 * Jochen Friedrich <jochen@scram.de>
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#define HPEXT_DXSAP     0x608
#define HPEXT_SXSAP     0x609
#define HPEXT_HPSW	0x623
#define HPEXT_SNMP      0x165A

/* packet-dcerpc-tapi.h
 * Routines for DCERPC TAPI packet disassembly
 * Copyright 2002, Ronnie Sahlberg
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef __PACKET_DCERPC_TAPI_H
#define __PACKET_DCERPC_TAPI_H

#define TAPI_CLIENT_ATTACH	0x00
#define TAPI_CLIENT_REQUEST	0x01
#define TAPI_CLIENT_DETACH	0x02

#endif

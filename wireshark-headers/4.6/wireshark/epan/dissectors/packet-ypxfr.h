/* packet-ypxfr.h
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef PACKET_YPXFR_H
#define PACKET_YPXFR_H

#define YPXFRPROC_NULL 0
#define YPXFRPROC_GETMAP 1

#define YPXFR_PROGRAM 100069

#endif

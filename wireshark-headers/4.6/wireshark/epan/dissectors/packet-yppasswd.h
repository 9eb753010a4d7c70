/* packet-yppasswd.h
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef PACKET_YPPASSWD_H
#define PACKET_YPPASSWD_H

#define YPPASSWDPROC_NULL   0
#define YPPASSWDPROC_UPDATE 1

#define YPPASSWD_PROGRAM 100009

#endif

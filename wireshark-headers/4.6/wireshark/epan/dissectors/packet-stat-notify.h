/* packet-stat-notify.h
 * Async callback to notify NSM servers of changes in client status
 * 2001 Ronnie Sahlberg <See AUTHORS for email>
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef PACKET_STAT_NOTIFY_H
#define PACKET_STAT_NOTIFY_H

#define STATNOTIFY_PROGRAM  200048

#define STATNOTIFYPROC_NULL 0
#define STATNOTIFYPROC_MON 1

#endif

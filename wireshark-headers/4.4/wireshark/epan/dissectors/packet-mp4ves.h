/* packet-mp4ves.h
 *
 * Copyright 2008, Anders Broman <anders.broman[at]ericsson.com>
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef PACKET_MP4VES_H
#define PACKET_MP4VES_H

extern const value_string mp4ves_level_indication_vals[];

#endif  /* PACKET_MP4VES_H */

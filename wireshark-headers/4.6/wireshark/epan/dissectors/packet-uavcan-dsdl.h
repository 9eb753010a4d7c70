/* packet-uavcan-dsdl.h
 * Routines for dissection of DSDL used in UAVCAN
 *
 * Copyright 2020-2021 NXP
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 1998 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef _PACKET_UAVCAN_DSDL_H_
#define _PACKET_UAVCAN_DSDL_H_

extern const range_string uavcan_subject_id_vals[];
extern const range_string uavcan_service_id_vals[];


#endif /* _PACKET_UAVCAN_DSDL_H_ */

/** @file
 *
 *
 * By Caleb Chiu <caleb.chiu@macnica.com>
 * Copyright 2019
 *
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#include <stdint.h>

extern const char *pci_id_str(uint16_t vid, uint16_t did, uint16_t svid, uint16_t ssid);

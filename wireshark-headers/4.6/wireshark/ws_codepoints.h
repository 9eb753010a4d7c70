/* ws_codepoints.h
 * Unicode code point definitions
 *
 * Wireshark - Network traffic analyzer
 * By Gerald Combs <gerald@wireshark.org>
 * Copyright 2006 Gerald Combs
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#ifndef __WS_CODEPOINTS_H__
#define __WS_CODEPOINTS_H__

/**
 * @file
 * Unicode code points.
 *
 * (See chapter 2 of the Unicode standard for an explanation of what
 * "characters" and "code points" are.)
 */

#define UNICODE_REPLACEMENT_CHARACTER 0x00FFFD

#endif /* __WS_CODEPOINTS_H__ */

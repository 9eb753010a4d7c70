/* The libwireshark API surface that bindgen turns into src/shell/ffi.rs. */
#include <wireshark.h>
#include <epan/packet.h>
#include <epan/proto.h>
#include <epan/expert.h>
#include <epan/prefs.h>
#include <epan/conversation.h>
#include <epan/proto_data.h>
#include <epan/reassemble.h>
#include <epan/column-utils.h>
#include <epan/tvbuff.h>
#include <epan/tfs.h>
#include <epan/tap.h>
#include <epan/stats_tree.h>
#include <epan/stat_tap_ui.h>
#include <epan/funnel.h>
#include "shim.h"

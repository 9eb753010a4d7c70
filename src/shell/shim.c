#include <wireshark.h>
#include <epan/packet.h>
#include <epan/proto.h>
#include <epan/expert.h>
#include <epan/exceptions.h>
#include <epan/reassemble.h>
#include <epan/column-utils.h>
#include <string.h>
#include "shim.h"

proto_item *qs_add_field(proto_tree *tree, int hf, int ft, tvbuff_t *tvb, int start, int len,
                         uint64_t u, int64_t i, double d, const char *s, int generated) {
    proto_item *it;
    switch ((enum ftenum)ft) {
    case FT_UINT8: case FT_UINT16: case FT_UINT24: case FT_UINT32: case FT_FRAMENUM:
        it = proto_tree_add_uint(tree, hf, tvb, start, len, (guint32)u); break;
    case FT_UINT40: case FT_UINT48: case FT_UINT56: case FT_UINT64:
        it = proto_tree_add_uint64(tree, hf, tvb, start, len, u); break;
    case FT_INT8: case FT_INT16: case FT_INT24: case FT_INT32:
        it = proto_tree_add_int(tree, hf, tvb, start, len, (gint32)i); break;
    case FT_INT40: case FT_INT48: case FT_INT56: case FT_INT64:
        it = proto_tree_add_int64(tree, hf, tvb, start, len, i); break;
    case FT_BOOLEAN:
        it = proto_tree_add_boolean(tree, hf, tvb, start, len, u); break;
    case FT_FLOAT:
        it = proto_tree_add_float(tree, hf, tvb, start, len, (float)d); break;
    case FT_DOUBLE:
        it = proto_tree_add_double(tree, hf, tvb, start, len, d); break;
    case FT_STRING: case FT_STRINGZ:
        it = proto_tree_add_string(tree, hf, tvb, start, len, s ? s : ""); break;
    default: /* FT_NONE, FT_BYTES, FT_PROTOCOL */
        it = proto_tree_add_item(tree, hf, tvb, start, len, ENC_NA); break;
    }
    if (generated && it)
        proto_item_set_generated(it);
    return it;
}

proto_item *qs_add_expert(proto_tree *tree, packet_info *pinfo, expert_field *ei, tvbuff_t *tvb,
                          int start, int len, const char *msg) {
    return proto_tree_add_expert_format(tree, pinfo, ei, tvb, start, len, "%s", msg);
}

void qs_item_append_text(proto_item *item, const char *text) {
    proto_item_append_text(item, "%s", text);
}

#ifdef QS_DIRECT_LABELS
/* Labels copied into the item instead of formatted with "%s" through vsnprintf (about 700
 * instructions a label in proto_item_append_text and the *_format calls, for the same bytes):
 * what epan does, on the items it does it for (a visible tree's real, unhidden items); the
 * caller checks that the text fits. Only where epan's label is that plain copy (4.0; build.rs
 * decides): from 4.2 epan escapes label text, and 4.6's labels record the value's position. */
static item_label_t *qs_rep(proto_item *it, int fill) {
    field_info *fi;
    if (!it || !PTREE_DATA(it) || !PTREE_DATA(it)->visible || proto_item_is_hidden(it))
        return NULL;
    fi = PITEM_FINFO(it);
    if (!fi)
        return NULL;
    if (!fi->rep) {
        fi->rep = wmem_new(PNODE_POOL(it), item_label_t);
        fi->rep->representation[0] = '\0';
        if (fill)
            proto_item_fill_label(fi, fi->rep->representation);
    }
    return fi->rep;
}
#endif

proto_item *qs_add_labelled(proto_tree *tree, int hf, int ft, tvbuff_t *tvb, int start, int len,
                            uint64_t u, int64_t i, double d, const char *s, int generated,
                            const char *label, size_t ll) {
    proto_item *it;
    header_field_info *h;
    size_t nl;
    if (!label)
        return qs_add_field(tree, hf, ft, tvb, start, len, u, i, d, s, generated);
    h = proto_registrar_get_nth(hf);
    nl = strlen(h->name);
    if (ll + nl + 16 >= ITEM_LABEL_LENGTH) {
        /* a label epan cuts: as appended, without the "[truncated]" mark formatting adds */
        it = qs_add_field(tree, hf, ft, tvb, start, len, u, i, d, s, 0);
        if (it)
            proto_item_append_text(it, "%.*s", (int)ll, label);
    } else if (h->type == FT_NONE) {
        /* epan's label of a text-only item is its name; (a value's text is left to epan's
         * filler: the "format_value" calls cost more than filling and appending) */
#ifdef QS_DIRECT_LABELS
        if (tree && PTREE_DATA(tree) && PTREE_DATA(tree)->visible) {
            item_label_t *rep;
            it = proto_tree_add_item(tree, hf, tvb, start, len, ENC_NA);
            if ((rep = qs_rep(it, 0)) != NULL) {
                memcpy(rep->representation, h->name, nl);
                memcpy(rep->representation + nl, label, ll);
                rep->representation[nl + ll] = '\0';
            }
        } else
#endif
        it = proto_tree_add_none_format(tree, hf, tvb, start, len, "%s%.*s", h->name, (int)ll,
                                        label);
    } else {
        it = qs_add_field(tree, hf, ft, tvb, start, len, u, i, d, s, 0);
#ifdef QS_DIRECT_LABELS
        item_label_t *rep = qs_rep(it, 1);
        if (rep) {
            size_t cur = strlen(rep->representation);
            if (cur + ll < ITEM_LABEL_LENGTH) {
                memcpy(rep->representation + cur, label, ll);
                rep->representation[cur + ll] = '\0';
            } else {
                proto_item_append_text(it, "%.*s", (int)ll, label);
            }
        }
#else
        if (it)
            proto_item_append_text(it, "%.*s", (int)ll, label);
#endif
    }
    if (generated && it)
        proto_item_set_generated(it);
    return it;
}

proto_item *qs_add_flags(proto_tree *tree, int hf, int ett, const int *bits, uint64_t booleans,
                         int nbits, tvbuff_t *tvb, int start, int len, uint64_t u, int generated,
                         const char *label, size_t ll) {
    proto_item *it = qs_add_labelled(tree, hf, proto_registrar_get_ftype(hf), tvb, start, len, u,
                                     (int64_t)u, 0.0, NULL, generated, label, ll);
    if (nbits > 0) {
        proto_tree *sub = proto_item_add_subtree(it, ett);
        for (int k = 0; k < nbits; k++) {
            proto_item *b;
            if (k < 64 && (booleans >> k) & 1) {
                b = proto_tree_add_boolean(sub, bits[k], tvb, start, len, u);
                if (generated && b)
                    proto_item_set_generated(b);
            } else {
                qs_add_field(sub, bits[k], proto_registrar_get_ftype(bits[k]), tvb, start, len, u,
                             (int64_t)u, 0.0, NULL, generated);
            }
        }
    }
    return it;
}

tvbuff_t *qs_new_source(tvbuff_t *parent, packet_info *pinfo, const unsigned char *data, int len,
                        const char *name) {
    if (len <= 0)
        return NULL;
    guint8 *copy = (guint8 *)wmem_memdup(pinfo->pool, data, (size_t)len);
    tvbuff_t *child = tvb_new_child_real_data(parent, copy, (guint)len, len);
    add_new_data_source(pinfo, child, name);
    return child;
}

void qs_set_columns(packet_info *pinfo, const char *protocol, const char *info) {
    /* copied: the codec may name the dialect ("NQ/15"), built per packet */
    col_add_str(pinfo->cinfo, COL_PROTOCOL, protocol);
    col_clear(pinfo->cinfo, COL_INFO);
    col_add_str(pinfo->cinfo, COL_INFO, info);
}

int qs_call_data(tvbuff_t *tvb, int offset, int len, packet_info *pinfo, proto_tree *tree) {
    volatile int rc = 0;
    TRY {
        call_data_dissector(tvb_new_subset_length(tvb, offset, len), pinfo, tree);
    }
    CATCH_ALL {
        rc = -1;
    }
    ENDTRY;
    return rc;
}

#define QS_SLOTS 4
static reassembly_table qs_reasm_tables[QS_SLOTS];
static fragment_items qs_frag_items_by_slot[QS_SLOTS];

void qs_reasm_init(int slot, int *ett_fragment, int *ett_fragments, int *hf[11], const char *tag) {
    if (slot < 0 || slot >= QS_SLOTS)
        return;
    fragment_items *items = &qs_frag_items_by_slot[slot];
    items->ett_fragment = ett_fragment;
    items->ett_fragments = ett_fragments;
    items->hf_fragments = hf[0];
    items->hf_fragment = hf[1];
    items->hf_fragment_overlap = hf[2];
    items->hf_fragment_overlap_conflict = hf[3];
    items->hf_fragment_multiple_tails = hf[4];
    items->hf_fragment_too_long_fragment = hf[5];
    items->hf_fragment_error = hf[6];
    items->hf_fragment_count = hf[7];
    items->hf_reassembled_in = hf[8];
    items->hf_reassembled_length = hf[9];
    items->hf_reassembled_data = hf[10];
    items->tag = tag;
    reassembly_table_register(&qs_reasm_tables[slot], &addresses_ports_reassembly_table_functions);
}

int qs_reasm_add(int slot, tvbuff_t *tvb, int offset, int len, packet_info *pinfo, uint32_t id,
                 uint32_t frag_no, int more, proto_tree *tree, tvbuff_t **out,
                 uint32_t *reassembled_in) {
    volatile int rc = 0;
    *out = NULL;
    *reassembled_in = 0;
    if (slot < 0 || slot >= QS_SLOTS)
        return -1;
    TRY {
        fragment_head *head = fragment_add_seq_check(&qs_reasm_tables[slot], tvb, offset, pinfo, id, NULL,
                                                     frag_no, len, more ? TRUE : FALSE);
        if (head) {
            *reassembled_in = head->reassembled_in;
            *out = process_reassembled_data(tvb, offset, pinfo, "Reassembled message", head,
                                            &qs_frag_items_by_slot[slot], NULL, tree);
            rc = *out ? 1 : 0;
        }
    }
    CATCH_ALL {
        rc = -1;
    }
    ENDTRY;
    return rc;
}

int qs_visited(packet_info *pinfo) { return pinfo->fd->visited ? 1 : 0; }
uint32_t qs_frame_number(packet_info *pinfo) { return pinfo->num; }
double qs_rel_time(packet_info *pinfo) { return nstime_to_sec(&pinfo->rel_ts); }
double qs_abs_time(packet_info *pinfo) {
    return (double)pinfo->abs_ts.secs + (double)pinfo->abs_ts.nsecs / 1e9;
}
uint32_t qs_srcport(packet_info *pinfo) { return pinfo->srcport; }
uint32_t qs_destport(packet_info *pinfo) { return pinfo->destport; }

static int copy_addr(const address *a, uint8_t out[16]) {
    int n = a->len > 16 ? 16 : a->len;
    if (n > 0 && a->data)
        memcpy(out, a->data, (size_t)n);
    return n;
}
int qs_src_addr(packet_info *pinfo, uint8_t out[16]) { return copy_addr(&pinfo->src, out); }
int qs_dst_addr(packet_info *pinfo, uint8_t out[16]) { return copy_addr(&pinfo->dst, out); }
/* copy_addr of the usual sizes as fixed-size copies (inlined, not a libc call each). */
static void copy_addr_inline(const address *a, uint8_t out[16]) {
    if (a->len == 4 && a->data)
        memcpy(out, a->data, 4);
    else if (a->len == 16 && a->data)
        memcpy(out, a->data, 16);
    else
        copy_addr(a, out);
}
void qs_endpoints(packet_info *pinfo, uint8_t src[16], uint16_t *sport, uint8_t dst[16],
                  uint16_t *dport) {
    copy_addr_inline(&pinfo->src, src);
    copy_addr_inline(&pinfo->dst, dst);
    *sport = (uint16_t)pinfo->srcport;
    *dport = (uint16_t)pinfo->destport;
}

#include <epan/prefs.h>
#include <epan/conversation.h>
#include <epan/proto_data.h>
#include <epan/tfs.h>

/* gboolean (int) up to 4.0, bool from 4.2: build.rs reads which from prefs.h. */
static QS_PREF_BOOL qs_take_port[QS_SLOTS] = {1, 1, 1, 1};
static module_t *qs_module[QS_SLOTS];
static unsigned qs_limit[QS_SLOTS];

void qs_register_port_pref(int slot, int proto, const char *name, const char *title, const char *desc,
                           int default_on, void (*apply)(void)) {
    module_t *m = prefs_register_protocol(proto, apply);
    if (slot < 0 || slot >= QS_SLOTS)
        return;
    qs_module[slot] = m;
    qs_take_port[slot] = default_on ? 1 : 0;
    prefs_register_bool_preference(m, name, title, desc, &qs_take_port[slot]);
}
int qs_port_pref(int slot) { return slot >= 0 && slot < QS_SLOTS && qs_take_port[slot] ? 1 : 0; }

void qs_register_limit_pref(int slot, const char *name, const char *title, const char *desc,
                            unsigned default_value) {
    if (slot < 0 || slot >= QS_SLOTS || !qs_module[slot])
        return;
    qs_limit[slot] = default_value;
    prefs_register_uint_preference(qs_module[slot], name, title, desc, 10, &qs_limit[slot]);
}
/* "<proto>.show_unset_bits", one per protocol (the demo protocol's too, which has no port
 * preference and so gets its module here). */
#define QS_BITS_SLOTS 5
static QS_PREF_BOOL qs_unset_bits[QS_BITS_SLOTS];
void qs_register_unset_bits_pref(int slot, int proto) {
    module_t *m;
    if (slot < 0 || slot >= QS_BITS_SLOTS)
        return;
    m = slot < QS_SLOTS ? qs_module[slot] : NULL;
    if (!m)
        m = prefs_register_protocol(proto, NULL);
    prefs_register_bool_preference(m, "show_unset_bits", "Show flag bits that are clear",
                                   "A flags word shows one item per bit that is set, and its label "
                                   "names them; bits that are clear are left out (a filter on a "
                                   "bit field then matches only where the bit is set). On: one "
                                   "item per bit, set or clear, as older versions did.",
                                   &qs_unset_bits[slot]);
}
int qs_show_unset_bits(int slot) {
    return slot >= 0 && slot < QS_BITS_SLOTS && qs_unset_bits[slot] ? 1 : 0;
}
/* "<proto>.resolved_fields", for the game protocols (the slots that have a module). */
static QS_PREF_BOOL qs_resolved[QS_SLOTS];
void qs_register_resolved_pref(int slot) {
    if (slot < 0 || slot >= QS_SLOTS || !qs_module[slot])
        return;
    prefs_register_bool_preference(qs_module[slot], "resolved_fields", "Show the resolved state as fields",
                                   "An entity's or player's state after an update is one item whose "
                                   "label holds all of it (\"[Resolved state: progs/player.mdl at "
                                   "(-62 229.5 216) frame 9 ...]\"); each of its values is added as a "
                                   "field (...resolved.origin.x and so on) only where a filter, "
                                   "column or output field refers to that field. On: all of them, "
                                   "so that the detail pane can expand the block.",
                                   &qs_resolved[slot]);
}
int qs_resolved_fields(int slot) {
    return slot >= 0 && slot < QS_SLOTS && qs_resolved[slot] ? 1 : 0;
}
unsigned qs_limit_pref(int slot) { return slot >= 0 && slot < QS_SLOTS ? qs_limit[slot] : 0; }
unsigned qs_max_tree_items(void) { return prefs.gui_max_tree_items; }

void qs_follow_port(packet_info *pinfo, uint32_t new_src_port, dissector_handle_t handle,
                    int proto, uintptr_t data) {
    conversation_t *c = find_conversation(pinfo->num, &pinfo->src, &pinfo->dst, CONVERSATION_UDP,
                                          new_src_port, pinfo->destport, 0);
    if (!c)
        c = conversation_new(pinfo->num, &pinfo->src, &pinfo->dst, CONVERSATION_UDP, new_src_port,
                             pinfo->destport, 0);
    conversation_set_dissector(c, handle);
    conversation_add_proto_data(c, proto, (void *)data);
    qs_conversations_changed();
}

int qs_any_referenced(const int *ids, int n) {
    for (int i = 0; i < n; i++) {
        if (ids[i] <= 0)
            continue;
        header_field_info *h = proto_registrar_get_nth((unsigned)ids[i]);
        if (h && h->ref_type != HF_REF_TYPE_NONE)
            return 1;
    }
    return 0;
}

int qs_tree_visible(proto_tree *tree) {
    return tree && PTREE_DATA(tree) && PTREE_DATA(tree)->visible;
}
int qs_has_columns(packet_info *pinfo) {
    return pinfo->cinfo != NULL;
}
/* The packet's conversation, looked up once per call of one of our dissectors (routing asks
 * for it two or three times, at about a thousand instructions a lookup): valid for the
 * packet_info and frame it was found for, until qs_conversation_forget (each entry point) or
 * until we create or rebind a conversation. */
struct qs_conv_way;
static struct {
    packet_info *pinfo;
    guint32 num;
    conversation_t *c;
    /* the remembered lookup it came from (NULL: none), which also remembers its tokens */
    struct qs_conv_way *w;
} qs_conv_seen;
void qs_conversation_forget(void) { qs_conv_seen.pinfo = NULL; }

/* The conversation each UDP address/port 4-tuple found, remembered across packets for the first
 * pass: every datagram of ours needs its conversation (its session's token), and Wireshark's
 * lookup costs about a thousand instructions, about a tenth of a datagram's whole no-tree cost.
 * Within the first pass, frames come in order and what the lookup finds for a tuple changes only
 * when a conversation is created or rebound for it. UDP creates one only where none is found (so
 * never for a tuple this cache holds); we create and rebind ours through the functions below, and
 * each empties the cache (a new generation), as does a new file or going back in frame numbers.
 * Revisits (random access, tshark's second pass) never read it: they look the conversation up
 * afresh, which finds what the first pass left. Direct-mapped, overwritten on collision. */
#define QS_CONV_WAY_BITS 11
#define QS_CONV_WAYS (1 << QS_CONV_WAY_BITS)
/* The conversation's tokens (our proto data) are remembered beside it: routing asks for two to
 * four per datagram, and only the functions below change them, each starting a new generation. */
#define QS_TOK_PROTOS 4
typedef struct qs_conv_way {
    guint32 gen;
    guint16 sport, dport;
    guint32 num; /* the frame it was found for: only later frames use it */
    guint8 type, len;
    guint8 have; /* which of tok[] are known (bit k: the proto qs_tok_proto[k]) */
    guint8 src[16], dst[16];
    conversation_t *c;
    uintptr_t tok[QS_TOK_PROTOS];
} qs_conv_way;
/* The proto ids whose tokens a way remembers, in the order first asked for. */
static int qs_tok_proto[QS_TOK_PROTOS];
static int qs_tok_protos;
static int qs_tok_index(int proto) {
    for (int k = 0; k < qs_tok_protos; k++)
        if (qs_tok_proto[k] == proto)
            return k;
    if (qs_tok_protos == QS_TOK_PROTOS)
        return -1;
    qs_tok_proto[qs_tok_protos] = proto;
    return qs_tok_protos++;
}
static qs_conv_way qs_conv_ways[QS_CONV_WAYS];
static guint32 qs_conv_gen = 1;
static guint32 qs_conv_last_num;
void qs_conversations_changed(void) {
    qs_conv_gen++;
    qs_conv_seen.pinfo = NULL;
}
static qs_conv_way *qs_conv_way_of(packet_info *pinfo) {
    if (pinfo->fd->visited || pinfo->ptype != PT_UDP || pinfo->use_conv_addr_port_endpoints ||
        pinfo->conv_elements || pinfo->src.type != pinfo->dst.type)
        return NULL;
#ifdef QS_DEINTERLACING
    /* conversations keyed by interface and VLAN as well: a tuple alone does not name one */
    if (prefs.conversation_deinterlacing_key)
        return NULL;
#endif
    int len = pinfo->src.len;
    if (!((pinfo->src.type == AT_IPv4 && len == 4) || (pinfo->src.type == AT_IPv6 && len == 16)) ||
        pinfo->dst.len != len)
        return NULL;
    if (pinfo->num < qs_conv_last_num)
        qs_conv_gen++; /* another file, or frames again from the start */
    qs_conv_last_num = pinfo->num;
    const guint8 *a = (const guint8 *)pinfo->src.data, *b = (const guint8 *)pinfo->dst.data;
    guint32 h = (pinfo->srcport * 0x9E3779B1u) ^ (pinfo->destport * 0x85EBCA77u);
    /* the addresses a word at a time; the way is the product's top bits, which all bits reach */
    for (int i = 0; i < len; i += 4) {
        guint32 x, y;
        memcpy(&x, a + i, 4);
        memcpy(&y, b + i, 4);
        h = (h ^ x) * 0x01000193u;
        h = (h ^ y) * 0x01000193u;
    }
    return &qs_conv_ways[(h * 0x9E3779B1u) >> (32 - QS_CONV_WAY_BITS)];
}
/* Addresses of `len` bytes, 4 or 16 (checked by qs_conv_way_of): sizes the compiler inlines. */
static int qs_addr_eq(const guint8 *w, const void *p, int len) {
    return len == 4 ? memcmp(w, p, 4) == 0 : memcmp(w, p, 16) == 0;
}
static int qs_conv_way_holds(const qs_conv_way *w, packet_info *pinfo) {
    int len = pinfo->src.len;
    return w->gen == qs_conv_gen && w->c && w->num <= pinfo->num && w->sport == pinfo->srcport &&
           w->dport == pinfo->destport && w->type == (guint8)pinfo->src.type && w->len == len &&
           qs_addr_eq(w->src, pinfo->src.data, len) && qs_addr_eq(w->dst, pinfo->dst.data, len);
}
static conversation_t *qs_conversation(packet_info *pinfo) {
    if (qs_conv_seen.pinfo != pinfo || qs_conv_seen.num != pinfo->num) {
        qs_conv_way *w = qs_conv_way_of(pinfo);
        if (w && qs_conv_way_holds(w, pinfo)) {
            qs_conv_seen.c = w->c;
            qs_conv_seen.w = w;
        } else {
            qs_conv_seen.c = find_conversation_pinfo(pinfo, 0);
            qs_conv_seen.w = NULL;
            if (w && qs_conv_seen.c) {
                int len = pinfo->src.len;
                w->gen = qs_conv_gen;
                w->have = 0;
                w->sport = (guint16)pinfo->srcport;
                w->dport = (guint16)pinfo->destport;
                w->num = pinfo->num;
                w->type = (guint8)pinfo->src.type;
                w->len = (guint8)len;
                memcpy(w->src, pinfo->src.data, len);
                memcpy(w->dst, pinfo->dst.data, len);
                w->c = qs_conv_seen.c;
                qs_conv_seen.w = w;
            }
        }
        qs_conv_seen.pinfo = pinfo;
        qs_conv_seen.num = pinfo->num;
    }
    return qs_conv_seen.c;
}
/* Our proto data on the conversation `c` of the packet qs_conversation last saw. */
static uintptr_t qs_token_of(conversation_t *c, int proto) {
    qs_conv_way *w = qs_conv_seen.w;
    int k;
    if (!c)
        return 0;
    if (!w || (k = qs_tok_index(proto)) < 0)
        return (uintptr_t)conversation_get_proto_data(c, proto);
    if (!(w->have & (1u << k))) {
        w->tok[k] = (uintptr_t)conversation_get_proto_data(c, proto);
        w->have |= (guint8)(1u << k);
    }
    return w->tok[k];
}
uintptr_t qs_conversation_token(packet_info *pinfo, int proto) {
    return qs_token_of(qs_conversation(pinfo), proto);
}
void qs_conversation_tokens2(packet_info *pinfo, int proto_a, int proto_b, uintptr_t *a, uintptr_t *b) {
    conversation_t *c = qs_conversation(pinfo);
    *a = qs_token_of(c, proto_a);
    *b = qs_token_of(c, proto_b);
}
void qs_set_conversation(packet_info *pinfo, dissector_handle_t handle, int proto, uintptr_t data) {
    conversation_t *c = find_or_create_conversation(pinfo);
    qs_conversations_changed();
    if (handle)
        conversation_set_dissector(c, handle);
    conversation_add_proto_data(c, proto, (void *)data);
}
void qs_take_conversation(packet_info *pinfo, dissector_handle_t handle) {
    conversation_t *c = find_or_create_conversation(pinfo);
    qs_conversations_changed();
    conversation_set_dissector_from_frame_number(c, pinfo->num, handle);
}
void qs_set_packet_token(packet_info *pinfo, int proto, uintptr_t data) {
    p_add_proto_data(wmem_file_scope(), pinfo, proto, 0, (void *)data);
}
uintptr_t qs_packet_token(packet_info *pinfo, int proto) {
    return (uintptr_t)p_get_proto_data(wmem_file_scope(), pinfo, proto, 0);
}
const void *qs_tfs_set_notset(void) { return &tfs_set_notset; }

/* C helpers for the Rust shell: static-inline and variadic epan calls, and the calls that can
 * throw (longjmp) wrapped in TRY/CATCH so an exception never unwinds through Rust frames. */
#ifndef QS_SHIM_H
#define QS_SHIM_H
#include <stddef.h>
#include <stdint.h>

struct _proto_node;
struct _packet_info;
struct tvbuff;
struct expert_field;

/* Adds one item, choosing the proto_tree_add_* call from the field's type `ft` (an ftenum). */
struct _proto_node *qs_add_field(struct _proto_node *tree, int hf, int ft, struct tvbuff *tvb,
                                 int start, int len, uint64_t u, int64_t i, double d, const char *s,
                                 int generated);
struct _proto_node *qs_add_expert(struct _proto_node *tree, struct _packet_info *pinfo,
                                  struct expert_field *ei, struct tvbuff *tvb, int start, int len,
                                  const char *msg);
void qs_item_append_text(struct _proto_node *item, const char *text);
/* qs_add_field with the `ll` bytes at `label` (NULL: none; no NUL needed) appended to the
 * item's text; a text-only item's whole text is written once instead of filled and then
 * appended to. */
struct _proto_node *qs_add_labelled(struct _proto_node *tree, int hf, int ft, struct tvbuff *tvb,
                                    int start, int len, uint64_t u, int64_t i, double d,
                                    const char *s, int generated, const char *label, size_t ll);
/* A flags word (label as for qs_add_labelled) and, under it in subtree `ett`, its `nbits`
 * one-bit (or multi-bit) fields `bits`, all over the same bytes with the word's value: one
 * call per word. Bit k of `booleans` set: bits[k] is an FT_BOOLEAN (no type lookup). */
struct _proto_node *qs_add_flags(struct _proto_node *tree, int hf, int ett, const int *bits,
                                 uint64_t booleans, int nbits, struct tvbuff *tvb, int start,
                                 int len, uint64_t u, int generated, const char *label, size_t ll);
/* A packet-scope copy of `data` as a new data source named `name` (e.g. inflated bytes). */
struct tvbuff *qs_new_source(struct tvbuff *parent, struct _packet_info *pinfo, const unsigned char *data,
                             int len, const char *name);
void qs_set_columns(struct _packet_info *pinfo, const char *protocol, const char *info);
/* Hands bytes we could not decode to the "data" dissector. Returns 0, or -1 if it threw. */
int qs_call_data(struct tvbuff *tvb, int offset, int len, struct _packet_info *pinfo,
                 struct _proto_node *tree);

/* Message reassembly: one table per protocol slot (0..3). */
void qs_reasm_init(int slot, int *ett_fragment, int *ett_fragments, int *hf[11], const char *tag);
/* Adds a fragment; when the message is whole, *out is the reassembled tvb (a new data source).
 * Returns 1 if whole, 0 if not yet, -1 if Wireshark threw. */
int qs_reasm_add(int slot, struct tvbuff *tvb, int offset, int len, struct _packet_info *pinfo,
                 uint32_t id, uint32_t frag_no, int more, struct _proto_node *tree,
                 struct tvbuff **out, uint32_t *reassembled_in);

/* Whether any of the `n` header fields `ids` (ids <= 0 are skipped) is referenced by a
 * filter, a column or an output field (its ref_type is set). */
int qs_any_referenced(const int *ids, int n);

/* pinfo accessors that do not depend on the struct layout seen by bindgen */
int qs_visited(struct _packet_info *pinfo);
uint32_t qs_frame_number(struct _packet_info *pinfo);
/* Seconds since the first frame (pinfo->rel_ts). */
double qs_rel_time(struct _packet_info *pinfo);
/* The packet's capture time (abs_ts) in seconds. */
double qs_abs_time(struct _packet_info *pinfo);
uint32_t qs_srcport(struct _packet_info *pinfo);
uint32_t qs_destport(struct _packet_info *pinfo);
/* Copies up to 16 bytes of the source/destination address; returns its length. */
int qs_src_addr(struct _packet_info *pinfo, uint8_t out[16]);
int qs_dst_addr(struct _packet_info *pinfo, uint8_t out[16]);
/* Both endpoints at once (addresses as qs_src_addr/qs_dst_addr copy them, and the ports). */
void qs_endpoints(struct _packet_info *pinfo, uint8_t src[16], uint16_t *sport, uint8_t dst[16],
                  uint16_t *dport);
#endif

/* The built-in dissector we took a port from (NULL if none), and our preference. */
struct dissector_handle;
void qs_register_port_pref(int slot, int proto, const char *name, const char *title, const char *desc,
                           int default_on, void (*apply)(void));
int qs_port_pref(int slot);
/* A second preference, an unsigned number, in the module qs_register_port_pref made. */
void qs_register_limit_pref(int slot, const char *name, const char *title, const char *desc,
                            unsigned default_value);
unsigned qs_limit_pref(int slot);
/* The boolean preference "show_unset_bits" of protocol `proto` in slot `slot` (0..4; after
 * qs_register_port_pref for the slots that have one), and its value. */
void qs_register_unset_bits_pref(int slot, int proto);
int qs_show_unset_bits(int slot);
/* The boolean preference "resolved_fields" in the module qs_register_port_pref made for `slot`,
 * and its value. */
void qs_register_resolved_pref(int slot);
int qs_resolved_fields(int slot);
/* Wireshark's gui.max_tree_items: past it, adding an item throws. */
unsigned qs_max_tree_items(void);
/* Makes (pinfo->src:new_src_port) <-> (pinfo->dst:pinfo->destport) a conversation of ours that
 * carries `data` for `proto` (the game port handed out in CCREP_ACCEPT). */
void qs_follow_port(struct _packet_info *pinfo, uint32_t new_src_port,
                    struct dissector_handle *handle, int proto, uintptr_t data);
/* Forgets the conversation looked up for the packet being dissected (each of our entry points
 * calls it: the lookup is kept within one call, see shim.c). */
void qs_conversation_forget(void);
/* A conversation was created or rebound, or the file changed: forget every remembered lookup. */
void qs_conversations_changed(void);
/* Our session token on this packet's conversation (0 if none). */
uintptr_t qs_conversation_token(struct _packet_info *pinfo, int proto);
/* Whether this dissection fills columns (tshark without a summary line passes none). */
int qs_has_columns(struct _packet_info *pinfo);
/* Whether the tree will be shown (else items only serve field extraction and filters). */
int qs_tree_visible(struct _proto_node *tree);
/* Both protocols' tokens with one conversation lookup. */
void qs_conversation_tokens2(struct _packet_info *pinfo, int proto_a, int proto_b, uintptr_t *a, uintptr_t *b);
/* handle NULL: attach the data but leave the conversation's dissector as it is */
void qs_set_conversation(struct _packet_info *pinfo, struct dissector_handle *handle, int proto,
                         uintptr_t data);
/* Hands the conversation to `handle` from this packet's frame on (earlier frames keep theirs, so
 * every pass routes each frame alike). */
void qs_take_conversation(struct _packet_info *pinfo, struct dissector_handle *handle);
void qs_set_packet_token(struct _packet_info *pinfo, int proto, uintptr_t data);
uintptr_t qs_packet_token(struct _packet_info *pinfo, int proto);
const void *qs_tfs_set_notset(void);

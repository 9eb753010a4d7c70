/* The file-reader side of demo files: a wiretap file type whose open routine recognises Quake
 * demos by content (codec::demo::probe, through the Rust shell), and one encapsulation whose
 * frames are the demo's blocks, handed to the qdemo dissector.
 *
 * The reader sets members of `struct wtap`, which libwiretap keeps private (wtap-int.h is not
 * installed). Its layout is declared below for the Wireshark versions it was checked against;
 * for any other version the reader is not registered (qs_demo_register returns 0) and demo files
 * open as before. */
#include <wireshark.h>
#include <ws_version.h>
#include <epan/packet.h>
#include <wiretap/wtap.h>
#include <string.h>

/* implemented in Rust (src/shell/demo.rs) */
uint8_t qs_demo_probe(const uint8_t *data, size_t len);
void *qs_demo_index_new(uint8_t format, const uint8_t *data, size_t len);
uint32_t qs_demo_index_count(const void *index);
int qs_demo_index_get(const void *index, uint32_t i, uint64_t *offset, uint32_t *len, int64_t *secs,
                      int32_t *nsecs, int *to_server);
int64_t qs_demo_index_find(const void *index, uint64_t offset);
void qs_demo_index_free(void *index);

/* The members of wiretap/wtap-int.h's `struct wtap` the reader sets, at the offsets of each
 * version's libwiretap (x86-64 Debian builds; read from the exported accessors' machine code:
 * wtap_file_type_subtype reads 0x14, wtap_snapshot_length 0x18, wtap_read calls *subtype_read,
 * wtap_seek_read *subtype_seek_read, wtap_close calls *subtype_close and g_frees priv and then
 * pathname just before it, wtap_file_encap and wtap_file_tsprec read the last two):
 *   4.0 (Debian 12, libwiretap13 4.0.17, libwiretap.so.13.0.17): priv 0x50, subtype_read 0x60,
 *       file_encap 0x80
 *   4.4 (Debian 13, libwiretap15 4.4.19, libwiretap.so.15.0.19): priv 0x60, subtype_read 0x70,
 *       file_encap 0x90
 *   4.6 (Debian sid, libwiretap16 4.6.9-1+b1, libwiretap.so.16.0.9): priv 0x70, subtype_read
 *       0x80, subtype_close 0x98, file_encap 0xa0, file_tsprec 0xa4 (the meta-event and Darwin
 *       members came before priv)
 * The layout is the same from priv on in all three; only what precedes it grew. qs_demo_open
 * checks it at run time against those accessors before writing anything, and declines the file
 * if they disagree (a build of another layout). 4.6 also changed the read callbacks: the record
 * carries its own data buffer (wtap_rec.data), no Buffer argument. */
#if WIRESHARK_VERSION_MAJOR == 4 && WIRESHARK_VERSION_MINOR == 0
#define QS_DEMO_READER 1
#define QS_WTAP_PRIV 0x50
#define QS_WTAP_REC_BUFFER 0
typedef gboolean qs_wtap_bool;
#elif WIRESHARK_VERSION_MAJOR == 4 && WIRESHARK_VERSION_MINOR == 4
#define QS_DEMO_READER 1
#define QS_WTAP_PRIV 0x60
#define QS_WTAP_REC_BUFFER 0
typedef bool qs_wtap_bool;
#elif WIRESHARK_VERSION_MAJOR == 4 && WIRESHARK_VERSION_MINOR == 6
#define QS_DEMO_READER 1
#define QS_WTAP_PRIV 0x70
#define QS_WTAP_REC_BUFFER 1
typedef bool qs_wtap_bool;
#endif

#if defined(QS_DEMO_READER) && (!defined(__x86_64__) || !defined(__linux__))
/* the offsets above were read on x86-64 Linux only */
#undef QS_DEMO_READER
#endif

#ifdef QS_DEMO_READER
#if QS_WTAP_REC_BUFFER
/* 4.6: the record's own buffer */
#define QS_BUF_PARAM
#define QS_BUF_ARG
#define QS_BUF(rec) (&(rec)->data)
#else
#define QS_BUF_PARAM , Buffer *buf
#define QS_BUF_ARG , buf
#define QS_BUF(rec) buf
#endif
typedef qs_wtap_bool (*qs_subtype_read_func)(struct wtap *, wtap_rec * QS_BUF_PARAM, int *, char **,
                                             gint64 *);
typedef qs_wtap_bool (*qs_subtype_seek_read_func)(struct wtap *, gint64, wtap_rec * QS_BUF_PARAM,
                                                  int *, char **);
struct qs_wtap {
    FILE_T fh;
    FILE_T random_fh;
    int ispipe;
    int file_type_subtype;
    unsigned snapshot_length;
    char unused_[QS_WTAP_PRIV - 0x1c]; /* SHB/IDB/NRB/DSB arrays, pathname */
    void *priv;
    void *wslua_data;
    qs_subtype_read_func subtype_read;
    qs_subtype_seek_read_func subtype_seek_read;
    void (*subtype_sequential_close)(struct wtap *);
    void (*subtype_close)(struct wtap *);
    int file_encap;
    int file_tsprec;
};
G_STATIC_ASSERT(G_STRUCT_OFFSET(struct qs_wtap, file_type_subtype) == 0x14);
G_STATIC_ASSERT(G_STRUCT_OFFSET(struct qs_wtap, snapshot_length) == 0x18);
G_STATIC_ASSERT(G_STRUCT_OFFSET(struct qs_wtap, priv) == QS_WTAP_PRIV);
G_STATIC_ASSERT(G_STRUCT_OFFSET(struct qs_wtap, subtype_read) == QS_WTAP_PRIV + 0x10);
G_STATIC_ASSERT(G_STRUCT_OFFSET(struct qs_wtap, subtype_close) == QS_WTAP_PRIV + 0x28);
G_STATIC_ASSERT(G_STRUCT_OFFSET(struct qs_wtap, file_encap) == QS_WTAP_PRIV + 0x30);
G_STATIC_ASSERT(G_STRUCT_OFFSET(struct qs_wtap, file_tsprec) == QS_WTAP_PRIV + 0x34);
/* wiretap/file_wrappers.h (it includes headers not vendored here) */
WS_DLL_PUBLIC int file_read(void *buf, unsigned int count, FILE_T file);
WS_DLL_PUBLIC int file_error(FILE_T fh, gchar **err_info);
#endif

/* Demo files are read whole at open (they are a few MB); past this they are refused. */
#define QS_DEMO_MAX_FILE (512u << 20)
#define QS_DEMO_PROBE 4096

static int qs_demo_ft = -1;
/* one encapsulation per format (index: codec::demo::Format), so each frame says its format */
static int qs_demo_encaps[6] = {-1, -1, -1, -1, -1, -1};
static const char *const qs_demo_encap_names[6][2] = {
    {NULL, NULL},
    {"Quake demo block (NetQuake .dem)", "quakedemo_nq"},
    {"Quake demo block (QuakeWorld .qwd)", "quakedemo_qwd"},
    {"Quake demo block (Quake II .dm2)", "quakedemo_dm2"},
    {"Quake demo block (QuakeWorld .mvd)", "quakedemo_mvd"},
    {"Quake demo block (Q2PRO .mvd2)", "quakedemo_mvd2"},
};

/* The demo format of this packet's encapsulation (0: not a demo block). */
uint8_t qs_demo_pinfo_format(packet_info *pinfo) {
#ifndef QS_DEMO_READER
    (void)pinfo;
    return 0;
#else
    if (!pinfo || !pinfo->rec || pinfo->rec->rec_type != REC_TYPE_PACKET)
        return 0;
    int e = pinfo->rec->rec_header.packet_header.pkt_encap;
    for (int i = 1; i < 6; i++)
        if (qs_demo_encaps[i] >= 0 && qs_demo_encaps[i] == e)
            return (uint8_t)i;
    return 0;
#endif
}

#ifdef QS_DEMO_READER
typedef struct {
    guint8 *data;
    size_t len;
    void *index;
    uint8_t format;
    uint32_t next;
} qs_demo_file;

static gboolean qs_demo_fill(qs_demo_file *d, uint32_t i, wtap_rec *rec, Buffer *buf, int *err,
                             gchar **err_info) {
    uint64_t off;
    uint32_t len;
    int64_t secs;
    int32_t nsecs;
    int to_server;
    if (!qs_demo_index_get(d->index, i, &off, &len, &secs, &nsecs, &to_server) ||
        off + len > d->len) {
        *err = WTAP_ERR_BAD_FILE;
        *err_info = g_strdup("quake demo: no such block");
        return FALSE;
    }
#if QS_WTAP_REC_BUFFER
    /* also names the record type, which 4.6 shows */
    wtap_setup_packet_rec(rec, qs_demo_encaps[d->format]);
#else
    rec->rec_type = REC_TYPE_PACKET;
#endif
    rec->block = wtap_block_create(WTAP_BLOCK_PACKET);
    /* a demo is the client's recording: what it received is inbound, its commands outbound */
    wtap_block_add_uint32_option(rec->block, OPT_PKT_FLAGS,
                                 to_server ? PACK_FLAGS_DIRECTION_OUTBOUND
                                           : PACK_FLAGS_DIRECTION_INBOUND);
    rec->presence_flags = WTAP_HAS_TS;
    rec->ts.secs = (time_t)secs;
    rec->ts.nsecs = nsecs;
    rec->tsprec = WTAP_TSPREC_USEC;
    rec->rec_header.packet_header.caplen = len;
    rec->rec_header.packet_header.len = len;
    rec->rec_header.packet_header.pkt_encap = qs_demo_encaps[d->format];
#if QS_WTAP_REC_BUFFER
    /* 4.6 empties the record's buffer before the call and checks its length after it */
    ws_buffer_append(buf, d->data + off, len);
#else
    ws_buffer_assure_space(buf, len ? len : 1);
    if (len)
        memcpy(ws_buffer_start_ptr(buf), d->data + off, len);
#endif
    return TRUE;
}

static qs_wtap_bool qs_demo_read(wtap *wth, wtap_rec *rec QS_BUF_PARAM, int *err, gchar **err_info,
                                 gint64 *data_offset) {
    qs_demo_file *d = (qs_demo_file *)((struct qs_wtap *)wth)->priv;
    uint64_t off;
    uint32_t len;
    int64_t secs;
    int32_t nsecs;
    int to_server;
    if (d->next >= qs_demo_index_count(d->index)) {
        *err = 0;
        return FALSE;
    }
    if (!qs_demo_index_get(d->index, d->next, &off, &len, &secs, &nsecs, &to_server)) {
        *err = 0;
        return FALSE;
    }
    *data_offset = (gint64)off;
    if (!qs_demo_fill(d, d->next, rec, QS_BUF(rec), err, err_info))
        return FALSE;
    d->next++;
    return TRUE;
}

static qs_wtap_bool qs_demo_seek_read(wtap *wth, gint64 seek_off, wtap_rec *rec QS_BUF_PARAM,
                                      int *err, gchar **err_info) {
    qs_demo_file *d = (qs_demo_file *)((struct qs_wtap *)wth)->priv;
    int64_t i = seek_off < 0 ? -1 : qs_demo_index_find(d->index, (uint64_t)seek_off);
    if (i < 0) {
        *err = WTAP_ERR_BAD_FILE;
        *err_info = g_strdup("quake demo: no block at that offset");
        return FALSE;
    }
    return qs_demo_fill(d, (uint32_t)i, rec, QS_BUF(rec), err, err_info);
}

static void qs_demo_close(wtap *wth) {
    qs_demo_file *d = (qs_demo_file *)((struct qs_wtap *)wth)->priv;
    if (!d)
        return;
    qs_demo_index_free(d->index);
    d->index = NULL;
    g_free(d->data);
    d->data = NULL;
    /* `priv` itself is freed by wtap_close */
}

static wtap_open_return_val qs_demo_open(wtap *wth, int *err, gchar **err_info) {
    struct qs_wtap *w = (struct qs_wtap *)wth;
    /* the layout above must be this library's: its accessors read the same members */
    if (wtap_file_type_subtype(wth) != w->file_type_subtype ||
        (unsigned)wtap_snapshot_length(wth) != w->snapshot_length ||
        wtap_file_encap(wth) != w->file_encap || wtap_file_tsprec(wth) != w->file_tsprec) {
        ws_warning("quake demo: this libwiretap's struct wtap is not the one the reader was built for");
        return WTAP_OPEN_NOT_MINE;
    }
    guint8 head[QS_DEMO_PROBE];
    int n = file_read(head, sizeof head, w->fh);
    if (n < 0) {
        *err = file_error(w->fh, err_info);
        return WTAP_OPEN_ERROR;
    }
    uint8_t format = qs_demo_probe(head, (size_t)n);
    if (format < 1 || format > 5)
        return WTAP_OPEN_NOT_MINE;
    /* the rest of the file */
    size_t cap = (size_t)n + 65536, len = (size_t)n;
    guint8 *data = (guint8 *)g_malloc(cap);
    memcpy(data, head, (size_t)n);
    for (;;) {
        if (cap - len < 65536) {
            if (cap >= QS_DEMO_MAX_FILE) {
                g_free(data);
                *err = WTAP_ERR_BAD_FILE;
                *err_info = g_strdup_printf("quake demo: larger than %u MiB", QS_DEMO_MAX_FILE >> 20);
                return WTAP_OPEN_ERROR;
            }
            cap *= 2;
            data = (guint8 *)g_realloc(data, cap);
        }
        int r = file_read(data + len, (unsigned)(cap - len), w->fh);
        if (r < 0) {
            g_free(data);
            *err = file_error(w->fh, err_info);
            return WTAP_OPEN_ERROR;
        }
        if (r == 0)
            break;
        len += (size_t)r;
    }
    qs_demo_file *d = g_new0(qs_demo_file, 1);
    d->data = data;
    d->len = len;
    d->format = format;
    d->index = qs_demo_index_new(format, data, len);
    w->priv = d;
    w->file_type_subtype = qs_demo_ft;
    w->file_encap = qs_demo_encaps[format];
    w->file_tsprec = WTAP_TSPREC_USEC;
    w->snapshot_length = 0;
    w->subtype_read = qs_demo_read;
    w->subtype_seek_read = qs_demo_seek_read;
    w->subtype_close = qs_demo_close;
    return WTAP_OPEN_MINE;
}

static const struct supported_block_type qs_demo_blocks[] = {
    {.type = WTAP_BLOCK_PACKET, .support = MULTIPLE_BLOCKS_SUPPORTED, .num_supported_options = 0,
     .supported_options = NULL},
};
static const struct file_type_subtype_info qs_demo_ft_info = {
    .description = "Quake demo (NetQuake .dem, QuakeWorld .qwd/.mvd, Quake II .dm2, Q2PRO .mvd2)",
    .name = "quakedemo",
    .default_file_extension = "dem",
    .additional_file_extensions = "qwd;mvd;dm2;mvd2",
    .writing_must_seek = FALSE,
    .num_supported_blocks = sizeof qs_demo_blocks / sizeof qs_demo_blocks[0],
    .supported_blocks = qs_demo_blocks,
};
static struct open_info qs_demo_open_info = {
    .name = "Quake demo",
    .type = OPEN_INFO_HEURISTIC,
    .open_routine = qs_demo_open,
    .extensions = "dem;qwd;mvd;dm2;mvd2",
};
static const struct file_extension_info qs_demo_ext = {
    .name = "Quake demo", .is_capture_file = TRUE, .extensions = "dem;qwd;mvd;dm2;mvd2",
};
#endif

/* Registers the file type, the open routine (first among the heuristic readers, so that
 * Wireshark's own heuristics do not claim .mvd/.dm2 first; ours claims only what probes as a
 * demo) and the encapsulation, and hands the encapsulation to `handle`. Returns 1 if the reader
 * exists for this Wireshark version. */
int qs_demo_register(dissector_handle_t handle) {
#ifdef QS_DEMO_READER
    if (qs_demo_ft < 0) {
        for (int i = 1; i < 6; i++)
            qs_demo_encaps[i] = wtap_register_encap_type(qs_demo_encap_names[i][0], qs_demo_encap_names[i][1]);
        qs_demo_ft = wtap_register_file_type_subtype(&qs_demo_ft_info);
        wtap_register_file_type_extension(&qs_demo_ext);
        if (!wtap_has_open_info(qs_demo_open_info.name))
            wtap_register_open_info(&qs_demo_open_info, TRUE);
    }
    for (int i = 1; i < 6; i++)
        dissector_add_uint("wtap_encap", (guint32)qs_demo_encaps[i], handle);
    return 1;
#else
    (void)handle;
    return 0;
#endif
}

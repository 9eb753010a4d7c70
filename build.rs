//! Generates the libwireshark bindings the plugin shell needs.
//!
//! The libwireshark to build against is the one pkg-config finds; its headers are the vendored copy
//! of that major.minor under `wireshark-headers/` (4.0, 4.4, 4.6), or the system's for a version
//! not vendored. `QUAKESHARK_WS_HEADERS=<major.minor>|system` overrides the choice. Everything
//! that differs between Wireshark versions is read from the headers here, so a wrong guess is a
//! compile error rather than an ABI bug.

use std::env;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=QUAKESHARK_WS_HEADERS");
    if env::var_os("CARGO_FEATURE_PLUGIN").is_none() {
        return; // codec-only build: no Wireshark needed
    }
    plugin::build();
}

#[cfg(not(feature = "plugin"))]
mod plugin {
    pub fn build() {}
}

#[cfg(feature = "plugin")]
mod plugin {
    use super::*;
    use std::fs;
    use std::path::{Path, PathBuf};

    struct Headers {
        /// Directories that contain `wireshark/` (or are it) and glib's.
        include: Vec<PathBuf>,
        /// The directory holding `ws_version.h` and `epan/`.
        ws_root: PathBuf,
        /// Where libwireshark itself is (empty: the linker's default path).
        link: Vec<PathBuf>,
        /// major.minor of that libwireshark.
        linked: String,
    }

    /// `major.minor` of a version string such as `4.4.11`.
    fn major_minor(v: &str) -> String {
        v.split('.').take(2).collect::<Vec<_>>().join(".")
    }

    /// Chooses the headers for the libwireshark we link: the vendored copy of its major.minor
    /// under `wireshark-headers/` (checked in, so every supported version builds from the same,
    /// reviewed headers), else the system's. `QUAKESHARK_WS_HEADERS=<major.minor>` or `=system`
    /// overrides the choice.
    fn headers() -> Headers {
        let glib = pkg_config::Config::new()
            .cargo_metadata(false)
            .probe("glib-2.0")
            .expect("glib-2.0 development headers (apt-get install libglib2.0-dev)");
        let ws = pkg_config::Config::new()
            .cargo_metadata(false)
            .env_metadata(true)
            .probe("wireshark")
            .expect("wireshark development files (apt-get install libwireshark-dev)");
        let linked = major_minor(&ws.version);
        let vendored_root =
            Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap()).join("wireshark-headers");
        let choice = env::var("QUAKESHARK_WS_HEADERS").unwrap_or_default();
        let vendored = match choice.as_str() {
            "system" => None,
            "" => {
                let dir = vendored_root.join(&linked);
                if dir.join("wireshark/ws_version.h").exists() {
                    Some(dir)
                } else {
                    println!(
                        "cargo:warning=Wireshark {} has no vendored headers under wireshark-headers/; \
                         using the system's. Supported and tested: 4.0, 4.4, 4.6.",
                        ws.version
                    );
                    None
                }
            }
            ver => {
                let dir = vendored_root.join(ver);
                assert!(
                    dir.join("wireshark/ws_version.h").exists(),
                    "QUAKESHARK_WS_HEADERS={ver}: no {}/wireshark/ws_version.h",
                    dir.display()
                );
                // The plugin links the system's libwireshark: other headers would describe a
                // different ABI, and Wireshark refuses a plugin built for another major.minor.
                assert_eq!(
                    ver, linked,
                    "QUAKESHARK_WS_HEADERS={ver}, but pkg-config's wireshark is {}: the plugin \
                     would be linked against one version and built for another",
                    ws.version
                );
                Some(dir)
            }
        };
        let mut include: Vec<PathBuf> = Vec::new();
        let ws_root = match vendored {
            Some(root) => {
                let ws_root = root.join("wireshark");
                include.push(ws_root.clone());
                include.push(root);
                ws_root
            }
            None => {
                include.extend(ws.include_paths.iter().cloned());
                ws.include_paths
                    .iter()
                    .find(|p| p.join("ws_version.h").exists())
                    .cloned()
                    .expect("ws_version.h not found in wireshark's include paths")
            }
        };
        include.extend(glib.include_paths.iter().cloned());
        Headers {
            include,
            ws_root,
            link: ws.link_paths.clone(),
            linked,
        }
    }

    fn define(text: &str, name: &str) -> u32 {
        text.lines()
            .filter_map(|l| l.trim().strip_prefix("#define "))
            .filter_map(|l| l.trim().strip_prefix(name))
            .filter_map(|rest| rest.trim().parse().ok())
            .next()
            .unwrap_or_else(|| panic!("{name} not found in ws_version.h"))
    }

    /// `gboolean` (int) became `bool` in some callback typedefs; read which one these headers use.
    fn callback_returns_bool(packet_h: &str, typedef: &str) -> bool {
        let pat = format!("(*{typedef})");
        let line = packet_h
            .lines()
            .find(|l| l.contains(&pat) && l.contains("typedef"))
            .unwrap_or_else(|| panic!("typedef {typedef} not found"));
        if line.contains("typedef bool") {
            true
        } else if line.contains("typedef gboolean") {
            false
        } else {
            panic!("cannot tell the return type of {typedef}: {line}")
        }
    }

    /// The C type behind a bool preference: `gboolean` (int) up to 4.0, `bool` from 4.2 on.
    fn pref_bool_type(prefs_h: &str) -> &'static str {
        let start = prefs_h
            .find("prefs_register_bool_preference(")
            .expect("prefs_register_bool_preference not declared");
        let decl = &prefs_h[start..start + prefs_h[start..].find(';').unwrap()];
        if decl.contains("gboolean *") || decl.contains("gboolean*") {
            "gboolean"
        } else if decl.contains("bool *") || decl.contains("bool*") {
            "bool"
        } else {
            panic!("cannot tell the variable type of prefs_register_bool_preference: {decl}")
        }
    }

    /// 4.2+ asks an optional `plugin_describe()` what the plugin provides: the value of
    /// `WS_PLUGIN_DESC_DISSECTOR` (`(1UL << n)`) if these headers define it. 4.0 has no such
    /// flag and never looks the symbol up; 1 is then as good as any value.
    fn plugin_desc_dissector(ws_root: &Path) -> u32 {
        let Ok(text) = fs::read_to_string(ws_root.join("wsutil/plugins.h")) else {
            return 1;
        };
        let Some(line) = text
            .lines()
            .find(|l| l.contains("#define WS_PLUGIN_DESC_DISSECTOR"))
        else {
            return 1;
        };
        let shift: u32 = line
            .split("<<")
            .nth(1)
            .and_then(|r| r.trim().trim_end_matches(')').trim().parse().ok())
            .unwrap_or_else(|| panic!("cannot read WS_PLUGIN_DESC_DISSECTOR: {line}"));
        1 << shift
    }

    /// `WS_PLUGIN_DESC_TAP_LISTENER` (4.2+), or 0 where these headers have no such flag.
    fn plugin_desc_tap_listener(ws_root: &Path) -> u32 {
        let Ok(text) = fs::read_to_string(ws_root.join("wsutil/plugins.h")) else {
            return 0;
        };
        let Some(line) = text
            .lines()
            .find(|l| l.contains("#define WS_PLUGIN_DESC_TAP_LISTENER"))
        else {
            return 0;
        };
        let shift: u32 = line
            .split("<<")
            .nth(1)
            .and_then(|r| r.trim().trim_end_matches(')').trim().parse().ok())
            .unwrap_or_else(|| panic!("cannot read WS_PLUGIN_DESC_TAP_LISTENER: {line}"));
        1 << shift
    }

    /// The type of `with_children` in the stats_tree calls: `gboolean` up to 4.0, `bool` from
    /// 4.2 on.
    fn stats_tree_bool(stats_tree_h: &str) -> bool {
        let start = stats_tree_h
            .find("stats_tree_manip_node_int(")
            .expect("stats_tree_manip_node_int not declared");
        let decl = &stats_tree_h[start..start + stats_tree_h[start..].find(';').unwrap()];
        if decl.contains("gboolean with_children") {
            false
        } else if decl.contains("bool with_children") {
            true
        } else {
            panic!("cannot tell the type of with_children in stats_tree_manip_node_int: {decl}")
        }
    }

    /// Whether a `stat_tap_init_cb` returns `bool` (4.6) or nothing (4.0, 4.4).
    fn stat_tap_init_returns_bool(stat_tap_ui_h: &str) -> bool {
        let line = stat_tap_ui_h
            .lines()
            .find(|l| l.contains("(* stat_tap_init_cb)") && l.contains("typedef"))
            .expect("typedef stat_tap_init_cb not found");
        if line.contains("typedef bool") {
            true
        } else if line.contains("typedef void") {
            false
        } else {
            panic!("cannot tell the return type of stat_tap_init_cb: {line}")
        }
    }

    /// What separates submenus in a stats tree's menu path: `STATS_TREE_MENU_SEPARATOR` where
    /// defined (4.2+: "//"), else "/".
    fn stats_tree_menu_separator(stats_tree_h: &str) -> String {
        stats_tree_h
            .lines()
            .filter_map(|l| l.trim().strip_prefix("#define STATS_TREE_MENU_SEPARATOR"))
            .map(|r| r.trim().trim_matches('"').to_string())
            .next()
            .unwrap_or_else(|| "/".into())
    }

    pub fn build() {
        let h = headers();
        let out = PathBuf::from(env::var("OUT_DIR").unwrap());
        let version_h = fs::read_to_string(h.ws_root.join("ws_version.h")).unwrap();
        let (major, minor, micro) = (
            define(&version_h, "WIRESHARK_VERSION_MAJOR"),
            define(&version_h, "WIRESHARK_VERSION_MINOR"),
            define(&version_h, "WIRESHARK_VERSION_MICRO"),
        );
        assert_eq!(
            format!("{major}.{minor}"),
            h.linked,
            "the headers in {} are not those of the libwireshark pkg-config finds",
            h.ws_root.display()
        );
        let packet_h = fs::read_to_string(h.ws_root.join("epan/packet.h")).unwrap();
        let heur_bool = callback_returns_bool(&packet_h, "heur_dissector_t");
        let prefs_h = fs::read_to_string(h.ws_root.join("epan/prefs.h")).unwrap();
        let pref_bool = pref_bool_type(&prefs_h);
        // Labels copied by the shim (QS_DIRECT_LABELS) must be what epan would write. Up to 4.0
        // epan formats an appended or whole label with vsnprintf, a plain copy; from 4.2 it
        // escapes the text on the way in, and 4.6's labels also record where the value is
        // (`value_pos`, proto_item_fill_label's third argument): there the shim leaves labels
        // to epan's calls.
        let proto_h = fs::read_to_string(h.ws_root.join("epan/proto.h")).unwrap();
        let direct_labels = (major, minor) < (4, 2) && !proto_h.contains("size_t value_pos");

        let mut abi = String::new();
        abi += "// Generated by build.rs from the Wireshark headers in use.\n";
        abi += &format!("pub const WS_MAJOR: i32 = {major};\npub const WS_MINOR: i32 = {minor};\n");
        abi += &format!("pub const WS_VERSION: &str = \"{major}.{minor}.{micro}\";\n");
        abi += &format!(
            "pub type HeurReturn = {};\n",
            if heur_bool {
                "bool"
            } else {
                "super::ffi::gboolean"
            }
        );
        abi += &format!(
            "pub const HEUR_ACCEPT: HeurReturn = {};\npub const HEUR_REJECT: HeurReturn = {};\n",
            if heur_bool { "true" } else { "1" },
            if heur_bool { "false" } else { "0" }
        );
        abi += &format!(
            "pub const PLUGIN_DESC_DISSECTOR: u32 = {};\n",
            plugin_desc_dissector(&h.ws_root)
        );
        abi += &format!(
            "pub const PLUGIN_DESC_TAP_LISTENER: u32 = {};\n",
            plugin_desc_tap_listener(&h.ws_root)
        );
        let stats_tree_h = fs::read_to_string(h.ws_root.join("epan/stats_tree.h")).unwrap();
        let st_bool = stats_tree_bool(&stats_tree_h);
        abi += &format!(
            "pub type StBool = {};\npub const ST_TRUE: StBool = {};\npub const ST_FALSE: StBool = {};\n",
            if st_bool { "bool" } else { "super::ffi::gboolean" },
            if st_bool { "true" } else { "1" },
            if st_bool { "false" } else { "0" }
        );
        abi += &format!(
            "pub const STATS_TREE_MENU_SEPARATOR: &str = \"{}\";\n",
            stats_tree_menu_separator(&stats_tree_h)
        );
        let stat_tap_ui_h = fs::read_to_string(h.ws_root.join("epan/stat_tap_ui.h")).unwrap();
        let init_bool = stat_tap_init_returns_bool(&stat_tap_ui_h);
        abi += &format!(
            "pub type StatInitReturn = {};\npub const STAT_INIT_OK: StatInitReturn = {};\npub const STAT_INIT_FAILED: StatInitReturn = {};\n",
            if init_bool { "bool" } else { "()" },
            if init_bool { "true" } else { "()" },
            if init_bool { "false" } else { "()" }
        );
        fs::write(out.join("ws_abi.rs"), abi).unwrap();

        let clang_args: Vec<String> = h
            .include
            .iter()
            .map(|p| format!("-I{}", p.display()))
            .collect();
        println!("cargo:rerun-if-changed=src/shell/wrapper.h");
        println!("cargo:rerun-if-changed=src/shell/shim.c");
        println!("cargo:rerun-if-changed=src/shell/shim.h");
        println!("cargo:rerun-if-changed=src/shell/demo_wtap.c");
        println!("cargo:rerun-if-changed=wireshark-headers");
        let bindings = bindgen::Builder::default()
            .header("src/shell/wrapper.h")
            .clang_args(&clang_args)
            .allowlist_function(
                "proto_(register|tree_add|item|plugin|get_id|is_).*|tvb_.*|col_.*|expert_.*|\
                 conversation_.*|find_conversation.*|p_(add|get)_proto_data|wmem_(file|packet)_scope|\
                 prefs_register_.*|heur_dissector_add|dissector_.*|register_(init|cleanup)_routine|\
                 create_dissector_handle|register_dissector|find_dissector|call_data_dissector|\
                 call_dissector.*|find_dissector_table|reassembly_table_.*|fragment_.*|process_reassembled_data|\
                 add_new_data_source|register_tap|have_tap_listener|tap_queue_packet|\
                 tap_register_plugin|register_tap_listener|remove_tap_listener|stats_tree_.*|\
                 register_stat_tap_ui|funnel_get_funnel_ops|funnel_register_menu|qs_.*",
            )
            .allowlist_type(
                "field_display_e|ftenum|hf_register_info|ei_register_info|proto_plugin|heuristic_enable_e|\
                 value_string|tap_plugin|stat_tap_ui|tap_packet_status|register_stat_group_t|\
                 stat_node_datatype|manip_node_mode|funnel_ops_t",
            )
            .allowlist_var(
                "FT_.*|BASE_.*|ENC_.*|COL_.*|PI_.*|addresses_reassembly_table_functions|\
                 addresses_ports_reassembly_table_functions|REASSEMBLE_.*|NO_ADDR_B|NO_PORT_B|\
                 CONVERSATION_.*|HEURISTIC_.*|TAP_PACKET_.*|REGISTER_.*GROUP.*|STAT_DT_.*|MN_.*",
            )
            .default_enum_style(bindgen::EnumVariation::Consts)
            .prepend_enum_name(false)
            .layout_tests(false)
            .generate_comments(false)
            .generate()
            .expect("bindgen over the Wireshark headers");
        bindings.write_to_file(out.join("bindings.rs")).unwrap();

        let mut shim = cc::Build::new();
        shim.file("src/shell/shim.c").warnings(true);
        // the demo-file reader (a wiretap file type and encapsulation)
        shim.file("src/shell/demo_wtap.c");
        // The probes above choose types; if one guessed wrong, the prototype check must fail the
        // build here instead of passing a pointer of the wrong width to libwireshark.
        shim.flag_if_supported("-Werror=incompatible-pointer-types");
        shim.define("QS_PREF_BOOL", pref_bool);
        if direct_labels {
            shim.define("QS_DIRECT_LABELS", "1");
        }
        // 4.2+ can key conversations by interface and VLAN too (a preference): the shim's
        // remembered lookups, keyed by addresses and ports, are then not used
        let prefs_h = fs::read_to_string(h.ws_root.join("epan/prefs.h")).unwrap_or_default();
        if prefs_h.contains("conversation_deinterlacing_key") {
            shim.define("QS_DEINTERLACING", "1");
        }
        for p in &h.include {
            shim.include(p);
        }
        shim.compile("qs_shim");

        for p in &h.link {
            println!("cargo:rustc-link-search=native={}", p.display());
        }
        println!("cargo:rustc-link-lib=wireshark");
        println!("cargo:rustc-link-lib=wsutil");
        println!("cargo:rustc-link-lib=wiretap");
        println!("cargo:rustc-link-lib=glib-2.0");
        // A helper that libwireshark does not export must fail the build, not the plugin load.
        println!("cargo:rustc-cdylib-link-arg=-Wl,--no-undefined");
    }
}

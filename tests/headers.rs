//! The vendored Wireshark headers (wireshark-headers/<major.minor>/) are exactly what the build
//! uses: every header the C compiler opens for src/shell/wrapper.h (bindgen's input) and
//! src/shell/shim.c, with the include directories build.rs passes, is found in the vendored copy
//! (none comes from the system's Wireshark), and every vendored file is used, by the compiler or
//! by build.rs reading it as text. scripts/vendor-headers.sh regenerates the copies.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Files build.rs reads as text, besides what the compiler opens (as in scripts/vendor-headers.sh).
const EXTRAS: &[&str] = &[
    "ws_version.h",
    "epan/packet.h",
    "epan/prefs.h",
    "wsutil/plugins.h",
];
/// The limit the vendored trees must stay under, all versions together.
const MAX_BYTES: u64 = 3_000_000;

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn versions() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(manifest().join("wireshark-headers"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("wireshark/ws_version.h").exists())
        .collect();
    v.sort();
    v
}

fn files_under(dir: &Path, out: &mut BTreeSet<PathBuf>) {
    for e in fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            files_under(&p, out);
        } else {
            out.insert(p);
        }
    }
}

fn glib_includes() -> Vec<String> {
    let out = Command::new("pkg-config")
        .args(["--cflags-only-I", "glib-2.0"])
        .output()
        .expect("pkg-config");
    assert!(out.status.success(), "pkg-config glib-2.0 failed");
    String::from_utf8(out.stdout)
        .unwrap()
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

/// The files `cc -M` reports for `src` against the headers in `root`.
fn compiler_deps(cc: &str, root: &Path, src: &str) -> Vec<PathBuf> {
    let shell = manifest().join("src/shell");
    let out = Command::new(cc)
        .arg("-M")
        .args(["-x", "c"])
        .arg(format!("-I{}", root.join("wireshark").display()))
        .arg(format!("-I{}", root.display()))
        .args(glib_includes())
        .arg(format!("-I{}", shell.display()))
        .arg("-DQS_PREF_BOOL=int")
        .arg(shell.join(src))
        .output()
        .unwrap_or_else(|e| panic!("{cc}: {e}"));
    assert!(
        out.status.success(),
        "{cc} -M {src} against {}: a header is missing?\n{}",
        root.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .split(|c: char| c.is_whitespace() || c == '\\')
        .filter(|w| !w.is_empty() && !w.ends_with(':'))
        .map(|w| fs::canonicalize(w).unwrap_or_else(|_| PathBuf::from(w)))
        .collect()
}

fn have(cmd: &str) -> bool {
    Command::new(cmd).arg("--version").output().is_ok()
}

/// Follows every `#include` of `file` that names a file of the tree at `root`.
fn textual_includes(root: &Path, file: &Path) -> Vec<PathBuf> {
    let text = fs::read_to_string(file).unwrap();
    let mut found = Vec::new();
    for line in text.lines() {
        let l = line.trim_start();
        let Some(rest) = l.strip_prefix('#') else {
            continue;
        };
        let Some(rest) = rest.trim_start().strip_prefix("include") else {
            continue;
        };
        let rest = rest.trim_start();
        let close = match rest.chars().next() {
            Some('<') => '>',
            Some('"') => '"',
            _ => continue,
        };
        let Some(name) = rest[1..].split(close).next() else {
            continue;
        };
        for base in [
            file.parent().unwrap().to_path_buf(),
            root.join("wireshark"),
            root.to_path_buf(),
        ] {
            let cand = base.join(name);
            if cand.is_file() {
                found.push(fs::canonicalize(cand).unwrap());
                break;
            }
        }
    }
    found
}

#[test]
fn vendored_headers_are_exactly_the_closure_the_build_uses() {
    let compilers: Vec<&str> = ["clang", "gcc"].into_iter().filter(|c| have(c)).collect();
    assert!(!compilers.is_empty(), "neither clang nor gcc found");
    let vs = versions();
    assert!(
        vs.len() >= 3,
        "expected wireshark-headers/4.0, 4.4, 4.6; found {vs:?}"
    );
    for root in vs {
        let root = fs::canonicalize(&root).unwrap();
        let ws = root.join("wireshark");
        let mut used = BTreeSet::new();
        for cc in &compilers {
            for src in ["wrapper.h", "shim.c", "demo_wtap.c"] {
                for dep in compiler_deps(cc, &root, src) {
                    if dep.starts_with(&root) {
                        used.insert(dep);
                    } else {
                        // Anything of Wireshark's from outside the vendored copy (the system's
                        // /usr/include/wireshark, say) means the copy is incomplete.
                        assert!(
                            !dep.components().any(|c| c.as_os_str() == "wireshark"
                                || c.as_os_str() == "epan"
                                || c.as_os_str() == "wsutil"
                                || c.as_os_str() == "wiretap"),
                            "{cc} -M {src} for {}: {} comes from outside the vendored headers",
                            root.display(),
                            dep.display()
                        );
                    }
                }
            }
        }
        for x in EXTRAS {
            let p = ws.join(x);
            if p.exists() {
                used.insert(p);
            }
        }
        // Headers reached only under another platform's #if are kept too.
        let mut todo: Vec<PathBuf> = used.iter().cloned().collect();
        while let Some(f) = todo.pop() {
            for inc in textual_includes(&root, &f) {
                if inc.starts_with(&root) && used.insert(inc.clone()) {
                    todo.push(inc);
                }
            }
        }
        let mut present = BTreeSet::new();
        files_under(&ws, &mut present);
        let unused: Vec<_> = present.difference(&used).collect();
        assert!(
            unused.is_empty(),
            "{}: vendored but not used by the build (run scripts/vendor-headers.sh): {unused:?}",
            root.display()
        );
        assert!(
            root.join("SOURCE").exists(),
            "{}/SOURCE (which packages) missing",
            root.display()
        );
    }
    let mut all = BTreeSet::new();
    files_under(&manifest().join("wireshark-headers"), &mut all);
    let bytes: u64 = all.iter().map(|p| fs::metadata(p).unwrap().len()).sum();
    assert!(
        bytes <= MAX_BYTES,
        "wireshark-headers/ holds {bytes} bytes, more than {MAX_BYTES}"
    );
}

/// The demo-file reader (src/shell/demo_wtap.c) is built into the plugin for every vendored
/// version (its read callbacks and `struct wtap` offsets are per version; 4.6 passes records with
/// their own buffer), and compiles against each version's headers without a warning: a check
/// that needs no Wireshark of that version installed.
#[test]
fn demo_reader_compiles_for_every_version() {
    for cc in ["gcc", "clang"] {
        if !have(cc) {
            continue;
        }
        for root in versions() {
            let base = |c: &mut Command| {
                c.args(["-x", "c"])
                    .arg(format!("-I{}", root.join("wireshark").display()))
                    .arg(format!("-I{}", root.display()))
                    .args(glib_includes())
                    .arg(manifest().join("src/shell/demo_wtap.c"));
            };
            let mut c = Command::new(cc);
            c.args([
                "-fsyntax-only",
                "-Wall",
                "-Wextra",
                "-Werror",
                "-Werror=incompatible-pointer-types",
            ]);
            base(&mut c);
            let out = c.output().unwrap();
            assert!(
                out.status.success(),
                "{cc} demo_wtap.c against {}:\n{}",
                root.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            let mut c = Command::new(cc);
            c.args(["-E", "-dM"]);
            base(&mut c);
            let macros = String::from_utf8(c.output().unwrap().stdout).unwrap();
            assert!(
                macros.contains("#define QS_DEMO_READER 1"),
                "{}: the demo reader is compiled out",
                root.display()
            );
        }
    }
}

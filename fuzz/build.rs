//! Lists every `#[cuda_struct]` and `#[cuda_enum]` of `cuda-driver/src/sys` for the fuzz targets, so that a
//! type added to the hand-list is fuzzed without editing the targets.
//!
//! Writes `$OUT_DIR/lists.rs` with two macros, `for_each_struct!` (the structs and unions with a safe
//! `from_bytes`: those without a lifetime, i.e. without `slice` fields) and `for_each_enum!`, each calling
//! the macro it is given with the list of names.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let sys = Path::new(env!("CARGO_MANIFEST_DIR")).join("../cuda-driver/src/sys");
    println!("cargo:rerun-if-changed={}", sys.display());
    let mut files: Vec<_> = std::fs::read_dir(&sys)
        .expect("read cuda-driver/src/sys")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    let (mut structs, mut enums, mut skipped) = (Vec::new(), Vec::new(), Vec::new());
    for file in &files {
        println!("cargo:rerun-if-changed={}", file.display());
        let text = std::fs::read_to_string(file).expect("read a sys file");
        let mut pending: Option<&str> = None;
        for line in text.lines().map(str::trim) {
            if line.starts_with("#[cuda_struct") {
                pending = Some("struct");
            } else if line.starts_with("#[cuda_enum") {
                pending = Some("enum");
            } else if let Some(kind) = pending {
                let rest = ["pub struct ", "pub union ", "pub enum "]
                    .iter()
                    .find_map(|p| line.strip_prefix(p));
                let Some(rest) = rest else { continue };
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let generic = rest[name.len()..].trim_start().starts_with('<');
                match (kind, generic) {
                    ("struct", false) => structs.push(name),
                    ("struct", true) => skipped.push(name),
                    _ => enums.push(name),
                }
                pending = None;
            }
        }
    }
    assert!(
        structs.len() > 10 && enums.len() > 10,
        "found too few types in {}",
        sys.display()
    );
    let mut out = String::new();
    for (mac, names) in [("for_each_struct", &structs), ("for_each_enum", &enums)] {
        writeln!(
            out,
            "#[allow(unused_macros)]\nmacro_rules! {mac} {{ ($m:ident) => {{ $m!("
        )
        .unwrap();
        for n in names {
            writeln!(out, "    {n},").unwrap();
        }
        writeln!(out, "); }}; }}").unwrap();
    }
    writeln!(
        out,
        "/// Structs with `slice` fields (no safe `from_bytes`), not fuzzed.\n#[allow(dead_code)]\npub const SKIPPED: &[&str] = &{skipped:?};"
    )
    .unwrap();
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("lists.rs");
    std::fs::write(dest, out).expect("write lists.rs");
}

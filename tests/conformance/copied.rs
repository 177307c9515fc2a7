//! No copied sentences: every doc line of our declarations, compared with the comments of the header they
//! follow. A line fails when it shares a run of [`RUN`] consecutive words with one comment, or when one of
//! its sentences of [`SENTENCE`] characters or more (three words at least) is, word for word, part of a
//! comment.
//!
//! Both sides are normalised first: lower case; Doxygen markup (`\p`, `\e`, `\ref`, `@param`), `::`,
//! Markdown backticks and all other punctuation dropped; links dropped; words are the runs of letters,
//! digits and `_` that remain. So "Binds the specified CUDA context to the calling CPU thread." (cuda.h's
//! sentence for `cuCtxSetCurrent`) fails however it is marked up, while "Event management." (two words,
//! 16 characters) does not. Our doc text is data: `FunctionInfo::doc`, `StructInfo::doc` with each
//! `FieldInfo::doc`, `HandleInfo::doc`, `EnumInfo::doc` with each constant's, `ConstantInfo::doc`, never
//! the source files. (`sys::ALIASES`, the two fixed-width integers, carry no docs as data.)

use std::collections::HashSet;
use std::path::Path;

use cuda::{CudaEnum, CudaHandle, CudaStruct, FunctionTable};
use cuda_driver::sys;
use cuda_nvrtc::sys::{nvrtcBundledHeadersInfo, nvrtcProgram, nvrtcResult, Functions};

use crate::compare::Report;

/// A run of this many consecutive words shared with one header comment is a copy.
pub(crate) const RUN: usize = 6;
/// A whole sentence of at least this many characters (normalised) found in a header comment is a copy.
pub(crate) const SENTENCE: usize = 25;

/// The normalised words of a text (see the module docs).
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for raw in text.split_whitespace() {
        // A link names a page, not a sentence of the header.
        if raw.contains("://") {
            continue;
        }
        // Doxygen commands: `\p name`, `\e word`, `@param`: the command goes, its argument stays.
        let raw = raw
            .strip_prefix('\\')
            .or_else(|| raw.strip_prefix('@'))
            .map_or(raw, |cmd| {
                cmd.trim_start_matches(|c: char| c.is_ascii_alphabetic())
            });
        let lower = raw.to_lowercase();
        out.extend(
            lower
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .filter(|w| !w.is_empty())
                .map(str::to_owned),
        );
    }
    out
}

/// The sentences of a line: split where `.`, `;`, `:`, `?` or `!` is followed by a space (not inside
/// `CUlaunchAttributeValue::priority` or `2.0`).
fn sentences(line: &str) -> impl Iterator<Item = &str> {
    let mut rest = line;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let bytes = rest.as_bytes();
        let end = (0..bytes.len())
            .find(|&i| {
                b".;:?!".contains(&bytes[i])
                    && bytes.get(i + 1).is_some_and(u8::is_ascii_whitespace)
            })
            .map_or(rest.len(), |i| i + 1);
        let (sentence, after) = rest.split_at(end);
        rest = after.trim_start();
        Some(sentence)
    })
}

/// The comments of a C header: each `/* ... */` and `// ...` comment's text.
fn comments(source: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = source;
    while let Some(start) = rest.find('/') {
        let after = &rest[start + 1..];
        if let Some(body) = after.strip_prefix('*') {
            let end = body.find("*/").unwrap_or(body.len());
            out.push(&body[..end]);
            rest = &body[(end + 2).min(body.len())..];
        } else if let Some(body) = after.strip_prefix('/') {
            let end = body.find('\n').unwrap_or(body.len());
            out.push(&body[..end]);
            rest = &body[end..];
        } else {
            rest = after;
        }
    }
    out
}

/// The header's comments, indexed for both rules.
pub(crate) struct Comments {
    runs: HashSet<Vec<String>>,
    /// Every comment's words, each padded with spaces, for the sentence rule.
    texts: Vec<String>,
}

impl Comments {
    pub(crate) fn new(sources: &[&str]) -> Self {
        let (mut runs, mut texts) = (HashSet::new(), Vec::new());
        for comment in sources.iter().flat_map(|s| comments(s)) {
            let w = words(comment);
            if w.is_empty() {
                continue;
            }
            runs.extend(w.windows(RUN).map(<[String]>::to_vec));
            texts.push(format!(" {} ", w.join(" ")));
        }
        Comments { runs, texts }
    }

    /// The copied words of a doc line, if it is a copy.
    pub(crate) fn copied(&self, line: &str) -> Option<String> {
        let w = words(line);
        if let Some(run) = w.windows(RUN).find(|run| self.runs.contains(*run)) {
            return Some(run.join(" "));
        }
        sentences(line)
            .map(words)
            .filter(|w| w.len() >= 3)
            .map(|w| w.join(" "))
            .filter(|s| s.len() >= SENTENCE)
            .find(|s| {
                let needle = format!(" {s} ");
                self.texts.iter().any(|t| t.contains(&needle))
            })
    }
}

/// Compares each `(owner, doc)` line with the comments, failing every copied one.
pub(crate) fn check_lines<'a>(
    report: &mut Report,
    comments: &Comments,
    docs: impl Iterator<Item = (String, &'a str)>,
) {
    let mut checked = 0;
    for (owner, doc) in docs {
        for line in doc.lines().map(str::trim).filter(|l| !l.is_empty()) {
            checked += 1;
            if let Some(copied) = comments.copied(line) {
                let header = report.header;
                report.fail(
                    &format!("doc of {owner}"),
                    format_args!("copied from {header}'s comments (\"{copied}\"): {line}"),
                );
            }
        }
    }
    report.docs_checked = Some(checked);
}

/// The rule itself, on a sentence it must catch and one it must not; a failure says the check is broken.
fn self_test(report: &mut Report) {
    let header = "/** \\brief Binds the specified CUDA context to the calling CPU thread.\n * \\p ctx ... */\n\
                  /** \\defgroup CUDA_EVENT Event Management */";
    let comments = Comments::new(&[header]);
    let cases = [
        (
            "Binds the specified CUDA context to the calling CPU thread.",
            true,
        ),
        (
            "binds the specified `CUDA` context to the calling CPU thread",
            true,
        ),
        ("Event management.", false),
        ("Makes a context current on the calling thread.", false),
    ];
    for (line, copy) in cases {
        if comments.copied(line).is_some() != copy {
            report.fail("copied-sentence rule", format_args!("wrong on {line:?}"));
        }
    }
}

/// The header file's text.
pub(crate) fn read(include: &Path, file: &str, report: &mut Report) -> Option<String> {
    match std::fs::read_to_string(include.join(file)) {
        Ok(text) => Some(text),
        Err(e) => {
            report.fail("doc check", format_args!("reading {file}: {e}"));
            None
        }
    }
}

/// cuda-driver's doc lines against cuda.h's comments.
pub(crate) fn check_driver(include: &Path, report: &mut Report) {
    self_test(report);
    let Some(header) = read(include, "cuda.h", report) else {
        return;
    };
    let comments = Comments::new(&[&header]);
    let structs = sys::STRUCTS.iter().flat_map(|s| {
        let fields = s.fields.iter();
        let fields = fields.map(move |f| (format!("{}.{}", s.c_name, f.name), f.doc));
        std::iter::once((s.c_name.to_owned(), s.doc)).chain(fields)
    });
    let handles = sys::HANDLES.iter().map(|h| (h.c_name.to_owned(), h.doc));
    let enums = sys::ENUMS.iter().flat_map(|e| {
        let values = e.values.iter().zip(e.docs);
        let values = values.map(|((name, _), doc)| ((*name).to_owned(), *doc));
        std::iter::once((e.c_name.to_owned(), e.doc)).chain(values)
    });
    let constants = sys::CONSTANTS.iter().map(|c| (c.c_name.to_owned(), c.doc));
    let functions = cuda_driver::functions().map(|f| (f.name.to_owned(), f.doc));
    let docs = structs.chain(handles).chain(enums).chain(constants);
    check_lines(report, &comments, docs.chain(functions));
}

/// cuda-nvrtc's doc lines against nvrtc.h's comments.
pub(crate) fn check_nvrtc(include: &Path, report: &mut Report) {
    let Some(header) = read(include, "nvrtc.h", report) else {
        return;
    };
    let comments = Comments::new(&[&header]);
    let types = [
        (
            <nvrtcResult as CudaEnum>::C_NAME,
            <nvrtcResult as CudaEnum>::DOC,
        ),
        (
            <nvrtcProgram as CudaHandle>::C_NAME,
            <nvrtcProgram as CudaHandle>::DOC,
        ),
        (
            <nvrtcBundledHeadersInfo as CudaStruct>::C_NAME,
            <nvrtcBundledHeadersInfo as CudaStruct>::DOC,
        ),
    ];
    let values = <nvrtcResult as CudaEnum>::VARIANTS
        .iter()
        .zip(<nvrtcResult as CudaEnum>::VARIANT_DOCS)
        .map(|((name, _), doc)| (*name, *doc));
    let functions = <Functions as FunctionTable>::FUNCTIONS
        .iter()
        .map(|f| (f.name, f.doc));
    let docs = types.into_iter().chain(values).chain(functions);
    check_lines(report, &comments, docs.map(|(n, d)| (n.to_owned(), d)));
}

/// cuda-runtime's doc lines against the runtime headers' comments (`cuda_runtime_api.h`, `driver_types.h`,
/// `surface_types.h`, `texture_types.h`, `vector_types.h`).
pub(crate) fn check_runtime(include: &Path, report: &mut Report) {
    use cuda_runtime::sys as rt;
    let files = [
        "cuda_runtime_api.h",
        "driver_types.h",
        "surface_types.h",
        "texture_types.h",
        "vector_types.h",
    ];
    let texts: Vec<String> = files
        .iter()
        .filter_map(|f| read(include, f, report))
        .collect();
    if texts.len() != files.len() {
        return;
    }
    let sources: Vec<&str> = texts.iter().map(String::as_str).collect();
    let comments = Comments::new(&sources);
    let structs = rt::STRUCTS.iter().flat_map(|s| {
        let fields = s.fields.iter();
        let fields = fields.map(move |f| (format!("{}.{}", s.c_name, f.name), f.doc));
        std::iter::once((s.c_name.to_owned(), s.doc)).chain(fields)
    });
    let handles = rt::HANDLES.iter().map(|h| (h.c_name.to_owned(), h.doc));
    let enums = rt::ENUMS.iter().flat_map(|e| {
        let values = e.values.iter().zip(e.docs);
        let values = values.map(|((name, _), doc)| ((*name).to_owned(), *doc));
        std::iter::once((e.c_name.to_owned(), e.doc)).chain(values)
    });
    let constants = rt::CONSTANTS.iter().map(|c| (c.c_name.to_owned(), c.doc));
    let functions = rt::functions()
        .chain(rt::OTHER_FUNCTIONS.iter().map(|(f, _)| f))
        .map(|f| (f.name.to_owned(), f.doc));
    let docs = structs.chain(handles).chain(enums).chain(constants);
    check_lines(report, &comments, docs.chain(functions));
}

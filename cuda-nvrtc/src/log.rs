//! Reading NVRTC's program log: `name(line): severity: message` lines.

use std::fmt;

/// One diagnostic of the program log, as `kernel.cu(3): error: expected a ";"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// The file: the program's name or a header's include name.
    pub file: String,
    /// The 1-based line.
    pub line: u32,
    /// `error`, `warning`, `remark`, `catastrophic error`, ... as NVRTC wrote it.
    pub severity: String,
    /// The message, the rest of the line.
    pub message: String,
}

impl Diagnostic {
    /// Whether this is an error (plain or catastrophic), not a warning or remark.
    pub fn is_error(&self) -> bool {
        self.severity.ends_with("error")
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: {}: {}",
            self.file, self.line, self.severity, self.message
        )
    }
}

/// The diagnostics of a log, in order; lines of another form (source excerpts, carets, the summary)
/// are left out.
pub fn parse(log: &str) -> Vec<Diagnostic> {
    log.lines().filter_map(parse_line).collect()
}

fn parse_line(line: &str) -> Option<Diagnostic> {
    // `file(line): severity: message`; the file may itself hold parentheses, so the last `(digits): `.
    let (head, message) = line.split_once("): ")?;
    let open = head.rfind('(')?;
    let (file, number) = (&head[..open], &head[open + 1..]);
    let line_number = number.parse::<u32>().ok()?;
    let (severity, message) = message.split_once(": ")?;
    let known = [
        "error",
        "warning",
        "remark",
        "catastrophic error",
        "internal error",
    ];
    if file.is_empty() || !known.contains(&severity) {
        return None;
    }
    Some(Diagnostic {
        file: file.to_owned(),
        line: line_number,
        severity: severity.to_owned(),
        message: message.to_owned(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_errors_and_warnings_and_skips_the_rest() {
        let log = "saxpy.cu(3): error: identifier \"y\" is undefined\n\
                   \x20     out[i] = y;\n\
                   \x20              ^\n\n\
                   inc(1).h(12): warning: variable \"k\" was declared but never referenced\n\
                   1 error detected in the compilation of \"saxpy.cu\".\n";
        let d = parse(log);
        assert_eq!(d.len(), 2);
        assert_eq!(
            (d[0].file.as_str(), d[0].line, d[0].severity.as_str()),
            ("saxpy.cu", 3, "error")
        );
        assert_eq!(d[0].message, "identifier \"y\" is undefined");
        assert!(d[0].is_error() && !d[1].is_error());
        assert_eq!((d[1].file.as_str(), d[1].line), ("inc(1).h", 12));
        assert_eq!(
            d[0].to_string(),
            "saxpy.cu:3: error: identifier \"y\" is undefined"
        );
    }

    #[test]
    fn lines_of_another_form_are_not_diagnostics() {
        for line in [
            "",
            "error: no file",
            "f(x): error: m",
            "f(3) error: m",
            "f(3): note: m",
            "(3): error: m",
        ] {
            assert_eq!(parse_line(line), None, "{line:?}");
        }
    }
}

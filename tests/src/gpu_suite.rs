//! A check of the GPU suite's sources (`tests/gpu`), which runs without a GPU.
//!
//! The suite has its own harness (`harness = false`): a function marked `#[test]` there is not compiled
//! at all (only libtest's harness keeps them), so a test written the libtest way would vanish without
//! a word. Each test is a plain function named in its module's `tests![...]` list instead.

/// The lines of `source` that mark a function `#[test]` (or `#[tokio::test]` and the like), by number.
pub fn test_attributes(source: &str) -> Vec<usize> {
    source
        .lines()
        .enumerate()
        .filter(|(_, line)| {
            let line = line.trim_start();
            line.starts_with("#[") && {
                let inner = line.trim_start_matches("#[").trim_start();
                let path = inner.split(['(', ']', '=']).next().unwrap_or("").trim();
                path == "test" || path.ends_with("::test")
            }
        })
        .map(|(i, _)| i + 1)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::test_attributes;

    #[test]
    fn a_test_attribute_is_found_and_other_attributes_are_not() {
        let source = [
            "#[cfg(unix)]",
            "fn a() {}",
            "    #[test]",
            "fn b() {}",
            "#[tokio::test]",
            "#[test_case(1)]",
            "// #[test] in a comment",
            "#[should_panic]",
        ]
        .join("\n");
        assert_eq!(test_attributes(&source), [3, 5]);
    }

    /// Every GPU test is registered through `tests![...]`: no `#[test]` left in `tests/gpu`.
    #[test]
    fn the_gpu_suite_has_no_test_attributes() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("gpu");
        let mut found = Vec::new();
        let mut files = 0;
        for entry in std::fs::read_dir(&dir).expect("tests/gpu") {
            let path = entry.expect("an entry of tests/gpu").path();
            if path.extension().is_some_and(|e| e == "rs") {
                files += 1;
                let source = std::fs::read_to_string(&path).expect("a source file");
                found.extend(
                    test_attributes(&source)
                        .into_iter()
                        .map(|line| format!("{}:{line}", path.display())),
                );
            }
        }
        assert!(files > 20, "only {files} files in {}", dir.display());
        assert!(
            found.is_empty(),
            "`#[test]` in the GPU suite, whose harness does not compile such functions: list the test \
             in its module's `tests![...]` instead (see the top of tests/gpu/main.rs): {found:?}"
        );
    }
}

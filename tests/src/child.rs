//! Reading a child test run's output: whether exactly one test ran.

/// Whether libtest's output `stdout` reports exactly one test run and passed: one `test result:` line,
/// with `1 passed` and nothing failed. (A `contains("1 passed")` also matched `11 passed` and
/// `21 passed`.)
pub fn ran_exactly_one(stdout: &str) -> bool {
    let results: Vec<&str> = stdout
        .lines()
        .filter_map(|l| l.strip_prefix("test result: "))
        .collect();
    let [result] = results[..] else {
        return false;
    };
    let count = |what: &str| {
        result
            .split(';')
            .map(str::trim)
            .find_map(|part| part.rsplit_once(' ').filter(|(_, w)| *w == what))
            .and_then(|(n, _)| n.rsplit(' ').next()?.parse::<u64>().ok())
    };
    result.starts_with("ok.") && count("passed") == Some(1) && count("failed") == Some(0)
}

#[cfg(test)]
mod tests {
    use super::ran_exactly_one;

    const ONE: &str = "running 1 test\ntest a ... ok\n\n\
        test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 10 filtered out; finished in 0.01s\n";

    #[test]
    fn one_passed_is_one() {
        assert!(ran_exactly_one(ONE));
    }

    #[test]
    fn eleven_or_twenty_one_passed_is_not_one() {
        for n in [11, 21, 0] {
            let out = ONE.replace("ok. 1 passed", &format!("ok. {n} passed"));
            assert!(!ran_exactly_one(&out), "{n}");
            // What the old check, `contains("1 passed")`, said of it.
            assert_eq!(out.contains("1 passed"), n != 0, "{n}");
        }
    }

    #[test]
    fn a_failure_or_no_summary_is_not_one() {
        let failed = ONE.replace("ok. 1 passed; 0 failed", "FAILED. 1 passed; 1 failed");
        assert!(!ran_exactly_one(&failed));
        assert!(!ran_exactly_one("running 0 tests\n"));
        assert!(!ran_exactly_one(&format!("{ONE}{ONE}")));
    }
}
